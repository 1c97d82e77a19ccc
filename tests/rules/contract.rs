//! The codes shared/UI-CONTRACT.md names, which the page carries in
//! `data-code`, `data-source` and form values for the acceptance tests.

use fiche_ombre::rules::character::attributes::Attribute;
use fiche_ombre::rules::character::defense::Mode;
use fiche_ombre::rules::conditions::{ConditionCode, ConditionSource};
use fiche_ombre::rules::insanity::madness::MadnessKind;
use fiche_ombre::rules::rolls::roll::RollKind;

#[test]
fn every_madness_row_has_its_contract_code() {
    let codes: Vec<&str> = MadnessKind::TABLE.iter().map(|k| k.code()).collect();
    assert_eq!(
        codes,
        [
            "death",
            "catatonia",
            "self-mutilation",
            "stupor",
            "sick",
            "hallucinations",
            "violence",
            "panic",
            "confusion",
            "rage",
            "resolve",
            "epiphany"
        ]
    );
}

#[test]
fn the_contract_conditions_have_their_codes_and_every_code_is_distinct() {
    use ConditionCode::*;
    let contract = [Frightened, Stunned, Dazed, Blinded, Prone, Helpless, Dead].map(ConditionCode::code);
    assert_eq!(contract, ["frightened", "stunned", "dazed", "blinded", "prone", "helpless", "dead"]);
    let mut all: Vec<&str> = ConditionCode::ALL.iter().map(|c| c.code()).collect();
    let count = all.len();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), count, "two conditions share a code");
    assert!(all.iter().all(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_lowercase() || ch == '-')));
}

#[test]
fn each_roll_has_its_contract_code() {
    let codes = [
        RollKind::Attribute(Attribute::Strength),
        RollKind::Attribute(Attribute::Agility),
        RollKind::Attribute(Attribute::Intellect),
        RollKind::Attribute(Attribute::Will),
        RollKind::Perception,
        RollKind::Attack(Attribute::Agility),
        RollKind::ResistInsanity,
    ]
    .map(RollKind::code);
    assert_eq!(codes, ["strength", "agility", "intellect", "will", "perception", "attack", "will"]);
}

#[test]
fn condition_sources_and_equipment_modes_have_their_codes() {
    let sources = [ConditionSource::Insanity, ConditionSource::Madness, ConditionSource::Manual].map(|s| s.code());
    assert_eq!(sources, ["insanity", "madness", "manual"]);
    assert_eq!((Mode::Add.code(), Mode::Replace.code()), ("add", "replace"));
}
