//! Défense and the equipment lines that change it (docs/rules.md, "Defense").
//! Nothing here is stored: the total and its breakdown are computed each time.

use serde::{Deserialize, Serialize};

use super::as_read::{part, AsRead, CheckNumbers, Checked, Form, ReadAs};
use super::number::bounded_number;
use crate::rules::checks::sheet_error::{NumberAt, Place};
use crate::rules::variants::unit_enum;

/// Défense never exceeds this, whatever adds to it.
pub const DEFENSE_CAP: i32 = 25;
/// Défense while *sans défense*, like an object.
pub const HELPLESS_DEFENSE: i32 = 5;

unit_enum! {
    /// How an equipment line changes Défense.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
    pub enum Mode {
        /// Adds its value (which may be negative).
        #[default]
        Add,
        /// Replaces the base with its value; the highest replacement wins.
        Replace,
    }
}

impl Mode {
    pub fn code(self) -> &'static str {
        match self {
            Mode::Add => "add",
            Mode::Replace => "replace",
        }
    }
}

bounded_number!(
    /// The number on an equipment line, −30..=30.
    ItemValue, -30, 30, default 0
);

/// An armour, a shield or another effect on Défense.
pub type EquipmentLine = EquipmentLineOf<Checked>;

/// An equipment line, checked or as read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EquipmentLineOf<F: Form> {
    /// Stable within the character, so that lists keep their rows.
    pub id: u32,
    pub name: String,
    pub mode: Mode,
    pub value: F::Number<ItemValue>,
}

impl ReadAs for EquipmentLine {
    type Read = EquipmentLineOf<AsRead>;
}

impl CheckNumbers for EquipmentLineOf<AsRead> {
    type Checked = EquipmentLine;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> EquipmentLine {
        let value = part(self.value, at, "value", first);
        EquipmentLine { id: self.id, name: self.name, mode: self.mode, value }
    }
}

/// Where the base of Défense comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// The Agilité score.
    Agility(i32),
    /// A fixed base from the héritage.
    Ancestry(i32),
}

impl Base {
    pub fn value(self) -> i32 {
        match self {
            Base::Agility(v) | Base::Ancestry(v) => v,
        }
    }
}

/// Défense and every step that led to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefenseBreakdown {
    pub base: Base,
    /// The replacing line that won (id, value), if any.
    pub replaced_by: Option<(u32, i32)>,
    /// Each adding line (id, value).
    pub additions: Vec<(u32, i32)>,
    /// Base (or replacement) plus additions, before cap and floor.
    pub raw: i32,
    /// The raw sum went above [`DEFENSE_CAP`].
    pub capped: bool,
    /// *Sans défense*: the total is [`HELPLESS_DEFENSE`] whatever the rest.
    pub helpless: bool,
    pub total: i32,
}

/// Computes Défense from its base, the equipment and *sans défense*.
pub fn defense(base: Base, equipment: &[EquipmentLine], helpless: bool) -> DefenseBreakdown {
    let replaced_by = equipment
        .iter()
        .filter(|line| line.mode == Mode::Replace)
        .map(|line| (line.id, line.value.value()))
        .fold(None, |best: Option<(u32, i32)>, candidate| match best {
            Some(b) if b.1 >= candidate.1 => Some(b),
            _ => Some(candidate),
        });
    let additions: Vec<(u32, i32)> =
        equipment.iter().filter(|line| line.mode == Mode::Add).map(|line| (line.id, line.value.value())).collect();
    let start = replaced_by.map_or(base.value(), |(_, value)| value);
    let raw = start + additions.iter().map(|(_, v)| v).sum::<i32>();
    let capped = raw > DEFENSE_CAP;
    let total = if helpless { HELPLESS_DEFENSE } else { raw.clamp(0, DEFENSE_CAP) };
    DefenseBreakdown { base, replaced_by, additions, raw, capped, helpless, total }
}
