//! docs/architecture.md's table of the four modules stays true: each row's
//! entry file mounts exactly the views the row names, and every file the
//! row says holds its state exists.

use std::collections::BTreeSet;
use std::fs;

fn read(path: &str) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The components (`views::Name`, capitalised) a text names.
fn views(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("views::") {
        let rest = &text[at + "views::".len()..];
        let list = match rest.strip_prefix('{') {
            Some(list) => &list[..list.find('}').unwrap_or(list.len())],
            None => &rest[..rest.find(|c: char| !c.is_alphanumeric() && c != '_').unwrap_or(rest.len())],
        };
        let components = list.split(',').map(str::trim).filter(|n| n.starts_with(|c: char| c.is_ascii_uppercase()));
        names.extend(components.map(String::from));
    }
    names
}

/// The text between each pair of backticks.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn the_module_table_says_what_each_module_mounts_and_holds() {
    let doc = read("docs/architecture.md");
    let rows: Vec<Vec<&str>> = doc
        .lines()
        .skip_while(|line| !line.starts_with("| module | entry |"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| line.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let names: Vec<&str> = rows.iter().map(|row| row[0]).collect();
    assert_eq!(names, ["app", "share", "table", "live"], "one row per module");
    for row in &rows {
        let entry = quoted(row[1])[0];
        let code = read(entry);
        assert_eq!(views(row[2]), views(&code), "{entry}: the views the table says it mounts");
        for path in quoted(row[3]).into_iter().filter(|p| p.starts_with("state/")) {
            let path = format!("src/{}", path.trim_end_matches('/'));
            assert!(fs::metadata(&path).is_ok(), "{path}, named as holding the {} module's state", row[0]);
        }
    }
}
