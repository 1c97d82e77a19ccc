//! The codes the interface names, which the page carries in
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

/// Mutants left by `scripts/mutants.sh` in sheet.rs (the browser tests
/// read these, the native ones did not): the state's contract codes, and
/// the name as typed.
#[test]
fn the_character_state_has_its_contract_codes_and_the_name_reads_back() {
    use fiche_ombre::rules::character::sheet::{Sheet, State};
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    assert_eq!([State::Ok, State::Mad, State::Dead].map(State::code), ["ok", "mad", "dead"]);
    let (sheet, _) = Sheet::new().apply(&Command::SetName("Aline".into()), &mut ScriptedRoller::new([])).unwrap();
    assert_eq!(sheet.name(), "Aline");
}

/// Mutants left by `scripts/mutants.sh` in sheet.rs: what the views show
/// (Défense de l'héritage, Bonus de Santé, the talents and spells) reads
/// back what was set.
#[test]
fn the_sheets_fields_read_back_what_was_set() {
    use fiche_ombre::rules::character::attributes::Score;
    use fiche_ombre::rules::character::number::Bonus;
    use fiche_ombre::rules::character::sheet::Sheet;
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    use fiche_ombre::rules::weapons_and_magic::magic::{SpellCommand, TalentCommand};
    let mut sheet = Sheet::new();
    for command in [
        Command::SetAncestryDefense(Some(Score::new(13).unwrap())),
        Command::SetHealthBonus(Bonus::new(4).unwrap()),
        Command::Talent(TalentCommand::Add),
        Command::Talent(TalentCommand::SetName(0, "Robustesse".into())),
        Command::Spell(SpellCommand::Add),
        Command::Spell(SpellCommand::SetName(0, "Flèche de feu".into())),
    ] {
        sheet = sheet.apply(&command, &mut ScriptedRoller::new([])).unwrap().0;
    }
    assert_eq!(sheet.ancestry_defense().map(Score::value), Some(13));
    assert_eq!(sheet.health_bonus().value(), 4);
    assert_eq!(sheet.talents().iter().map(|t| t.name.as_str()).collect::<Vec<_>>(), ["Robustesse"]);
    assert_eq!(sheet.spells().iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["Flèche de feu"]);
}
