//! The héritages a character can start from (docs/rules.md, "Héritage
//! presets"); what each sets is the table in `presets`.

use crate::rules::variants::unit_enum;

unit_enum! {
    /// The héritages the sheet can start from (`Autre` changes nothing).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
    pub enum Heritage {
        Human,
        Changeling,
        Clockwork,
        Dwarf,
        Goblin,
        Orc,
        Other,
    }
}
