//! Where a refusal comes from, as a path like
//! `characters[0].sheet.attributes.will`, and keys written twice: what an
//! import's message names.

use super::{Parsed, Token, MISSING};

impl Parsed<'_> {
    /// Where the error `message` of the last [`Parsed::read`] comes from, as
    /// a path like `characters[0].sheet.attributes.will`: the field found
    /// absent for a missing field, otherwise the value read last.
    pub fn error_path(&self, message: &str) -> String {
        match self.absent.get() {
            Some((object, name)) if message.starts_with(MISSING) => {
                let mut path = self.path_to(object);
                push_key(&mut path, name);
                path
            }
            _ => self.path_to(self.entered.get()),
        }
    }

    /// The path from the top to the value at `target`.
    fn path_to(&self, target: usize) -> String {
        let mut path = String::new();
        let mut at = 0;
        while at != target {
            let (end, object) = match self.tokens[at] {
                Token::Object { end } => (end, true),
                Token::List { end } => (end, false),
                _ => break,
            };
            // The entry (or item) whose value holds the target.
            let mut child = at + 1;
            let mut index = 0;
            loop {
                if child >= end {
                    return path;
                }
                let value = if object { child + 1 } else { child };
                let next = self.after(value);
                if (value..next).contains(&target) {
                    match &self.tokens[child] {
                        Token::Key(key) if object => push_key(&mut path, key),
                        _ => path.push_str(&format!("[{index}]")),
                    }
                    at = value;
                    break;
                }
                child = next;
                index += 1;
            }
        }
        path
    }

    /// A key written twice in one object, and the path of that object.
    pub fn repeated_key(&self) -> Option<(String, String)> {
        let mut at = 0;
        while at < self.tokens.len() {
            if let Token::Object { end } = self.tokens[at] {
                let mut keys: Vec<&str> = Vec::new();
                let mut entry = at + 1;
                while entry < end {
                    if let Token::Key(key) = &self.tokens[entry] {
                        if keys.contains(&key.as_ref()) {
                            return Some((self.path_to(at), key.to_string()));
                        }
                        keys.push(key);
                    }
                    entry = self.after(entry + 1);
                }
            }
            at += 1;
        }
        None
    }
}

/// `a.b` + `c` → `a.b.c`; a key at the top has no dot before it.
fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}
