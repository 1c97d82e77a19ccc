//! The reference character: a full sheet as a player would have it mid-game
//! (name, héritage, three equipment lines, damage, Folie, a madness under way,
//! conditions of every source, the Épiphanie boon, a journal). Used by the
//! fixtures, the share-link size test and the benchmark.

use fiche_ombre::rules::character::attributes::{Attribute, Score};
use fiche_ombre::rules::character::defense::{ItemValue, Mode};
use fiche_ombre::rules::character::number::{Bonus, Boons, Damage, Rounds, Target};
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::rules::journal::JournalEntry;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::rules::time::clock::Period;

use super::play::play;

pub fn reference_character() -> Tracker {
    use Command::*;
    let score = |v| Score::new(v).unwrap();
    let commands = [
        SetName("Ysolde la Grise".into()),
        SetAncestry("Humaine".into()),
        SetAttribute(Attribute::Strength, score(11)),
        SetAttribute(Attribute::Agility, score(13)),
        SetAttribute(Attribute::Intellect, score(9)),
        SetAttribute(Attribute::Will, score(12)),
        SetHealthBonus(Bonus::new(2).unwrap()),
        SetPerceptionBonus(Bonus::new(1).unwrap()),
        AddEquipment,
        SetEquipmentName(0, "Cotte de mailles".into()),
        SetEquipmentMode(0, Mode::Replace),
        SetEquipmentValue(0, ItemValue::new(15).unwrap()),
        AddEquipment,
        SetEquipmentName(1, "Petit bouclier".into()),
        SetEquipmentValue(1, ItemValue::new(1).unwrap()),
        AddEquipment,
        SetEquipmentName(2, "Bénédiction".into()),
        SetEquipmentValue(2, ItemValue::new(1).unwrap()),
        SetDamage(Damage::new(4).unwrap()),
        // Épiphanie first (d20 20, d6 3, recovery d6 2): the permanent boon.
        GainInsanity(Amount::fixed(12).unwrap()),
        AddCondition { code: ConditionCode::Prone, rounds: None },
        EndOf(Period::Round),
        EndOf(Period::Round),
        // Then Panique (d20 12) from 1d8 = 7, and one failed end check (2).
        GainInsanity(Amount::parse("1d8").unwrap()),
        EndOf(Period::Round),
    ];
    play(Tracker::default(), &commands, &[20, 3, 2, 7, 12, 2])
}

/// The reference character, then what format 2 and storage version 3 can
/// hold besides: a core affliction, an attribute roll with its reasons,
/// damage taken and healing.
pub fn reference_character_v3() -> Tracker {
    use fiche_ombre::rules::character::profile::{Level, Power, ProfileCommand, Size, Text};
    use fiche_ombre::rules::rolls::roll::RollKind;
    use fiche_ombre::rules::weapons_and_magic::magic::{Rank, SpellCommand, TalentCommand, Uses};
    use fiche_ombre::rules::weapons_and_magic::weapons::WeaponDamage;
    use Command::*;
    let boons = |v| Boons::new(v).unwrap();
    let commands = [
        AddCondition { code: ConditionCode::Poisoned, rounds: Some(Rounds::new(3).unwrap()) },
        Roll { kind: RollKind::Attribute(Attribute::Strength), boons: boons(1), banes: boons(0), target: None },
        TakeDamage(Amount::parse("1d6").unwrap()),
        Heal(Amount::fixed(2).unwrap()),
        AddWeapon,
        SetWeaponName(0, "Épée longue".into()),
        SetWeaponDamage(0, WeaponDamage::parse("1d8").unwrap()),
        SetWeaponProperties(0, "À deux mains".into()),
        Attack {
            weapon: 0,
            boons: boons(0),
            banes: boons(0),
            target: Some(Target::new(12).unwrap()),
            horrifying: false,
        },
        RollWeaponDamage(0),
        Profile(ProfileCommand::SetLevel(Level::new(3).unwrap())),
        Profile(ProfileCommand::SetPower(Power::new(2).unwrap())),
        Profile(ProfileCommand::SetSize(Size::Half)),
        Profile(ProfileCommand::SetText(Text::Languages, "Langue commune, nain".into())),
        Talent(TalentCommand::Add),
        Talent(TalentCommand::SetName(0, "Sang de fer".into())),
        Talent(TalentCommand::SetUses(0, Uses::new(2).unwrap())),
        Talent(TalentCommand::Use(0)),
        Spell(SpellCommand::Add),
        Spell(SpellCommand::SetName(0, "Flèche de feu".into())),
        Spell(SpellCommand::SetRank(0, Rank::new(1).unwrap())),
        Spell(SpellCommand::Cast(0)),
    ];
    // The roll: d20 11; 1 avantage asked against effrayé (Panique), à terre
    // and empoisonné: 2 désavantages, d6 4 and 2. Then 1d6 = 3 damage.
    // The attack: d20 15, 3 désavantages (effrayé, à terre, empoisonné)
    // d6 1, 5, 2; then the sword's 1d8 = 6.
    play(reference_character(), &commands, &[11, 4, 2, 3, 15, 1, 5, 2, 6])
}

/// The reference character with the whole sheet filled as a player would:
/// three weapons, three talents and three spells with short descriptions,
/// paths and languages (every field the page names).
pub fn full_character() -> Tracker {
    use fiche_ombre::rules::character::profile::{Level, Power, ProfileCommand, Text};
    use fiche_ombre::rules::weapons_and_magic::magic::{Rank, SpellCommand, TalentCommand, Uses};
    use fiche_ombre::rules::weapons_and_magic::weapons::{Range, WeaponDamage};
    use Command::*;
    let mut commands = vec![
        Profile(ProfileCommand::SetLevel(Level::new(4).unwrap())),
        Profile(ProfileCommand::SetPower(Power::new(2).unwrap())),
        Profile(ProfileCommand::SetText(Text::NovicePath, "Magicien".into())),
        Profile(ProfileCommand::SetText(Text::ExpertPath, "Sorcier".into())),
        Profile(ProfileCommand::SetText(Text::Languages, "Langue commune, elfique".into())),
        Profile(ProfileCommand::SetText(Text::Professions, "Scribe, herboriste".into())),
    ];
    let weapons =
        [("Bâton", "1d6", Range::Contact), ("Dague", "1d3", Range::Contact), ("Fronde", "1d3", Range::Distance)];
    for (id, (name, damage, range)) in weapons.into_iter().enumerate() {
        let id = id as u32;
        commands.extend([
            AddWeapon,
            SetWeaponName(id, name.into()),
            SetWeaponDamage(id, WeaponDamage::parse(damage).unwrap()),
            SetWeaponRange(id, range),
            SetWeaponProperties(id, "Légère".into()),
        ]);
    }
    let talents = [
        ("Vue perçante", "1 avantage aux jets de Perception liés à la vue."),
        ("Érudit", "Connaît les langues anciennes."),
        ("Sang-froid", "Résiste à la peur une fois par repos."),
    ];
    for (id, (name, description)) in talents.into_iter().enumerate() {
        let id = id as u32;
        commands.extend([
            Talent(TalentCommand::Add),
            Talent(TalentCommand::SetName(id, name.into())),
            Talent(TalentCommand::SetDescription(id, description.into())),
            Talent(TalentCommand::SetUses(id, Uses::new(1).unwrap())),
        ]);
    }
    let spells = [
        ("Flèche de feu", "Feu", 1, "Une flèche de flammes : 2d6 dégâts."),
        ("Lumière", "Feu", 0, "Une lumière vive pour une heure."),
        ("Bouclier", "Protection", 1, "+2 en Défense jusqu'à la fin du round."),
    ];
    for (id, (name, tradition, rank, description)) in spells.into_iter().enumerate() {
        let id = id as u32;
        commands.extend([
            Spell(SpellCommand::Add),
            Spell(SpellCommand::SetName(id, name.into())),
            Spell(SpellCommand::SetTradition(id, tradition.into())),
            Spell(SpellCommand::SetRank(id, Rank::new(rank).unwrap())),
            Spell(SpellCommand::SetDescription(id, description.into())),
        ]);
    }
    play(reference_character(), &commands, &[])
}

/// A journal's lines as a build before [`Event::PeriodEnded`] wrote them
/// (a step of time without the button pressed): what the fixtures, made
/// then, hold for the reference character.
pub fn as_written_before_period_ended(journal: &fiche_ombre::rules::journal::Journal) -> Vec<JournalEntry> {
    journal
        .entries()
        .iter()
        .cloned()
        .map(|mut entry| {
            if let Event::PeriodEnded { from, to, .. } = entry.event {
                entry.event = Event::TimePassed { from, to };
            }
            entry
        })
        .collect()
}
