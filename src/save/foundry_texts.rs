//! What a Foundry character writes in prose, as the sheet's texts: its
//! biography (`system.description`, HTML) as Notes, its wealth
//! (`system.wealth`) as Richesse, and whether a weapon is a distance one
//! (its properties name a range, and it is not a thrown melee weapon).

/// `html` as plain text: tags dropped, a paragraph or a line break a new
/// line, the usual entities read.
pub fn plain_text(html: &str) -> String {
    let mut text = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        text.push_str(&rest[..start]);
        let Some(end) = rest[start..].find('>') else {
            rest = "";
            break;
        };
        let tag = rest[start + 1..start + end].trim_start_matches('/').to_ascii_lowercase();
        let name = tag.split(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or_default();
        if matches!(name, "p" | "br" | "div" | "li" | "h1" | "h2" | "h3" | "h4") && !text.ends_with('\n') {
            text.push('\n');
        }
        rest = &rest[start + end + 1..];
    }
    text.push_str(rest);
    let text = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    lines.join("\n")
}

/// A Foundry character's wealth, in the words its French sheet uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wealth {
    pub lifestyle: String,
    pub description: String,
    /// Gold crowns, silver shillings, copper pennies, bits.
    pub coins: [i64; 4],
}

impl Wealth {
    /// « Style de vie : Confortable ; GC 12, SS 3, CP 5, Monnaie 2 ; … »,
    /// empty when there is nothing.
    pub fn text(&self) -> String {
        let coins: Vec<String> = ["GC", "SS", "CP", "Monnaie"]
            .iter()
            .zip(self.coins)
            .filter(|(_, count)| *count != 0)
            .map(|(name, count)| format!("{name} {count}"))
            .collect();
        let mut parts = Vec::new();
        if !self.lifestyle.trim().is_empty() {
            parts.push(format!("Style de vie : {}", self.lifestyle.trim()));
        }
        if !coins.is_empty() {
            parts.push(coins.join(", "));
        }
        if !self.description.trim().is_empty() {
            parts.push(self.description.trim().to_string());
        }
        parts.join(" ; ")
    }
}

/// Whether a weapon with these properties attacks at a distance: it names a
/// range (« Range (long) », « Portée longue ») and is not a melee weapon
/// that can also be thrown.
pub fn is_distance(properties: &str) -> bool {
    let properties = properties.to_lowercase();
    let ranged = properties.contains("range") || properties.contains("portée");
    let thrown = properties.contains("thrown") || properties.contains("lancer") || properties.contains("de jet");
    ranged && !thrown
}
