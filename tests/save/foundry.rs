//! Foundry VTT `demonlord` exports (fixtures written from the system's data
//! model, one per supported version, and hostile ones): what comes over,
//! what does not, what our rules compute differently, and what is refused.

use fiche_ombre::rules::checks::sheet_error::SheetError;
use fiche_ombre::rules::weapons_and_magic::weapons::WeaponDamage;
use fiche_ombre::save::field::FieldProblem;
use fiche_ombre::save::foundry::{import, Brought, Difference, FoundryCharacter, FoundryError, LeftOut};
use serde_json::Value;

use crate::fixtures::DIR;

fn read(name: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(format!("{DIR}/foundry/{name}")).unwrap()).unwrap()
}

fn imported(name: &str) -> FoundryCharacter {
    import(&read(name)).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

#[test]
fn every_supported_version_brings_the_same_character() {
    for (file, version) in
        [("demonlord-v4.json", "4.2.3"), ("demonlord-v5.json", "5.6.9"), ("demonlord-v6.json", "6.1.0")]
    {
        let character = imported(file);
        assert_eq!(character.version.as_deref(), Some(version));
        let sheet = &character.sheet;
        assert_eq!(sheet.name(), "Brunhilde Marteau-d'Or", "{file}");
        assert_eq!(sheet.ancestry(), "Nain");
        let a = sheet.attributes();
        assert_eq!([a.strength, a.agility, a.intellect, a.will].map(|s| s.value()), [14, 9, 10, 11]);
        // Foundry sets Perception to Intelligence's score (prepareBaseData):
        // the 11 stored in these exports is not what it shows.
        assert_eq!(sheet.perception(), 10);
        assert_eq!((sheet.insanity(), sheet.damage()), (3, 4));
        let profile = sheet.profile();
        assert_eq!([profile.level.value(), profile.power.value(), profile.speed.value()], [2, 1, 8]);
        assert_eq!(profile.corruption.value(), 1);
        assert_eq!(profile.texts.novice_path, "Guerrier");
        assert_eq!(profile.texts.languages, "Nanique, Langue commune");

        let axe = &sheet.weapons()[0];
        assert_eq!((axe.name.as_str(), axe.properties.as_str()), ("Hache de bataille", "Lourde"));
        assert_eq!(axe.damage, WeaponDamage::parse("1d6+1").unwrap());
        assert_eq!(sheet.weapons()[1].attribute.code(), "agility");
        let talent = &sheet.talents()[0];
        assert_eq!((talent.name.as_str(), talent.uses.value(), talent.spent), ("Robustesse", 2, 1));
        let spell = &sheet.spells()[0];
        assert_eq!(
            (spell.name.as_str(), spell.rank.value(), spell.spent, spell.tradition.as_str()),
            ("Flèche de feu", 1, 1, "Feu")
        );

        assert!(character.brought.contains(&Brought::Weapons(vec!["Hache de bataille".into(), "Arbalète".into()])));
        assert!(character.brought.iter().any(|b| matches!(b, Brought::Effect { name, .. } if name == "Bénédiction")));
        assert_eq!(
            character.left_out,
            vec![
                LeftOut::Items { kind: "armor".into(), count: 1 },
                LeftOut::Items { kind: "item".into(), count: 1 },
                LeftOut::Descriptions,
            ],
            "{file}"
        );
        // No effect on Santé: Force 14. The armour item has no effect in
        // these exports (Foundry would make one when worn): Agilité 9, and
        // Bénédiction's +1 as a line of its own.
        assert_eq!(sheet.health().maximum, 14);
        assert_eq!(sheet.defense().total, 10);
        assert_eq!(sheet.equipment()[0].name, "Bénédiction");
        // Santé's maximum and Défense stored in the export are Foundry's to
        // recompute: no "difference" is made of them.
        assert_eq!(character.differences, vec![], "{file}");
    }
}

#[test]
fn numbers_past_our_bounds_are_brought_down_and_said() {
    let character = imported("over-the-bounds.json");
    // Folie 15 with Volonté 11; 40 damage with a maximum of 14, kept whole
    // (docs/rules.md: damage above the maximum is kept).
    assert_eq!((character.sheet.insanity(), character.sheet.damage()), (11, 40));
    assert!(character.differences.contains(&Difference::Insanity { foundry: 15, here: 11 }));
    assert!(!character.differences.iter().any(|d| matches!(d, Difference::Damage { .. })));
    // Past what the sheet holds, it is brought down and said.
    let mut json = read("over-the-bounds.json");
    json["system"]["characteristics"]["health"]["value"] = 500.into();
    assert!(imported_value(&json).differences.contains(&Difference::Damage { foundry: 500, here: 130 }));
}

#[test]
fn a_version_we_were_not_written_for_still_imports_and_says_so() {
    let mut json = read("demonlord-v6.json");
    json["_stats"]["systemVersion"] = "7.0.0".into();
    assert_eq!(imported_value(&json).differences[0], Difference::UnknownVersion("7.0.0".into()));
}

fn imported_value(json: &Value) -> FoundryCharacter {
    import(json).unwrap()
}

#[test]
fn hostile_exports_are_refused_with_the_field_named() {
    let refused = |name: &str| import(&read(name)).unwrap_err();
    assert_eq!(refused("hostile-creature.json"), FoundryError::NotACharacter("creature".into()));
    assert_eq!(
        refused("hostile-will-99.json"),
        FoundryError::Field { path: "system.attributes.will.value".into(), problem: FieldProblem::TooHigh(30) }
    );
    assert_eq!(
        refused("hostile-long-name.json"),
        FoundryError::Field { path: "name".into(), problem: FieldProblem::TooHigh(80) }
    );
    assert_eq!(refused("hostile-control-character.json"), FoundryError::Invalid(SheetError::ControlCharacter));
    assert_eq!(
        refused("hostile-items-not-a-list.json"),
        FoundryError::Field { path: "items".into(), problem: FieldProblem::WrongType }
    );
    assert_eq!(
        refused("hostile-size.json"),
        FoundryError::Field { path: "system.characteristics.size".into(), problem: FieldProblem::UnknownValue }
    );
    // Our own files and other JSON are not Foundry's.
    assert_eq!(
        import(&serde_json::json!({"format": "fiche-ombre", "version": 2})).unwrap_err(),
        FoundryError::NotFoundry
    );
    assert_eq!(import(&serde_json::json!({"type": "character", "system": {}})).unwrap_err(), FoundryError::NotFoundry);
}

#[test]
fn sixty_weapons_bring_the_first_fifty() {
    let character = imported("hostile-sixty-weapons.json");
    assert_eq!(character.sheet.weapons().len(), 50);
    assert!(character.left_out.contains(&LeftOut::TooMany { kind: "weapon".into(), count: 10 }));
}

#[test]
fn spent_uses_and_castings_stop_at_what_a_rest_gives_back() {
    let mut json = read("demonlord-v6.json");
    // The talent (2 uses) and the spell (rank 1) of the fixture, used far too often.
    json["items"][4]["system"]["uses"]["value"] = "9".into();
    json["items"][5]["system"]["castings"]["value"] = "40".into();
    let sheet = import(&json).unwrap().sheet;
    assert_eq!(sheet.talents()[0].spent, 2);
    assert!(sheet.spells()[0].spent < 40);
    assert_eq!(sheet.spells()[0].left(sheet.profile().power), 0);
}

/// A text longer than the sheet keeps is cut at the sheet's limit and said
/// in the preview, instead of refusing the whole character.
#[test]
fn a_text_past_the_sheets_limit_is_cut_and_said() {
    let mut json = read("demonlord-v6.json");
    // Four languages of 70 characters each: 286 with their commas.
    let items = json["items"].as_array_mut().unwrap();
    let language = items.iter().find(|i| i["type"] == "language").unwrap().clone();
    items.retain(|i| i["type"] != "language");
    for n in 0..4 {
        let mut one = language.clone();
        one["name"] = format!("{n}{}", "e".repeat(69)).into();
        one["_id"] = format!("langue{n}").into();
        items.push(one);
    }
    let character = imported_json(&json);
    let languages = &character.sheet.profile().texts.languages;
    assert_eq!(languages.chars().count(), 200);
    let whole = 4 * 70 + 3 * 2;
    let cut = character.differences.iter().find_map(|d| match d {
        Difference::TextCut { foundry, here, .. } => Some((*foundry, *here)),
        _ => None,
    });
    assert_eq!(cut, Some((whole, 200)));
    let said: Vec<String> = character.differences.iter().map(fiche_ombre::text::foundry::difference).collect();
    assert!(
        said.iter().any(|s| s == &format!("Langues : {whole} caractères dans Foundry, coupé aux 200 premiers ici")),
        "{said:?}"
    );
}

/// The limit said for a free text is the one that applies.
#[test]
fn a_free_text_too_long_says_its_real_limit() {
    use fiche_ombre::rules::checks::sheet_error::TextKind;
    let said = fiche_ombre::text::errors::sheet_error(SheetError::TextTooLong { kind: TextKind::Profile });
    assert_eq!(said, "un texte du personnage dépasse sa limite (200 caractères, 4\u{a0}000 pour les Notes)");
}

fn imported_json(json: &Value) -> FoundryCharacter {
    import(json).unwrap_or_else(|e| panic!("{e:?}"))
}

/// An export from before Foundry 10 (its data under `data`) is told apart
/// from a file that is not Foundry's, and the player told which export to make.
#[test]
fn an_export_from_before_foundry_10_says_which_export_to_use() {
    let mut json = read("demonlord-v4.json");
    let data = json.as_object_mut().unwrap().remove("system").unwrap();
    json["data"] = data;
    assert!(fiche_ombre::save::foundry::is_foundry_actor(&json));
    assert_eq!(import(&json), Err(FoundryError::BeforeFoundry10));
    let said = fiche_ombre::text::foundry::error(&FoundryError::BeforeFoundry10);
    assert!(said.contains("antérieure à la 10") && said.contains("« Exporter les données »"), "{said}");
}

#[test]
fn a_nain_warrior_in_mail_comes_with_the_numbers_foundry_shows() {
    use fiche_ombre::rules::character::defense::Mode;
    use fiche_ombre::rules::character::profile::Size;
    use fiche_ombre::save::foundry_effects::Skipped;
    let character = imported("nain-guerrier-5x.json");
    let sheet = &character.sheet;
    let a = sheet.attributes();
    // Force 10 + 1 (Guerrier), Agilité 10 − 1 (Nain) + 1 (Guerrier).
    assert_eq!([a.strength, a.agility, a.intellect, a.will].map(|s| s.value()), [11, 10, 10, 10]);
    // Perception: Intelligence's base 10 + 1 (Nain), + its modifier 0.
    assert_eq!(sheet.perception(), 11);
    // Santé: Force 11 + 4 (Nain) + 5 + 5 (Guerrier 1 and 2); Nain 4 is not reached.
    assert_eq!((sheet.health().maximum, sheet.health_bonus().value()), (25, 14));
    assert_eq!(sheet.damage(), 12, "the damage stays whole");
    // The mail's fixed 15 replaces Agilité, as a line named after it.
    assert_eq!(sheet.defense().total, 15);
    let mail = &sheet.equipment()[0];
    assert_eq!((mail.name.as_str(), mail.mode, mail.value.value()), ("Cotte de mailles", Mode::Replace, 15));
    let profile = sheet.profile();
    assert_eq!((profile.size, profile.speed.value(), profile.power.value()), (Size::Half, 8, 1));
    assert_eq!(sheet.ancestry(), "Nain");
    // The preview: every effect by its name, what it did, what it could not.
    assert!(character
        .brought
        .iter()
        .any(|b| matches!(b, Brought::Effect { name, changes } if name == "Nain (Niveau 0)" && changes.len() == 5)));
    assert!(character
        .left_out
        .contains(&LeftOut::Effect { name: "Nain (Niveau 4)".into(), why: Skipped::LevelNotReached(4) }));
    assert!(character.left_out.contains(&LeftOut::Effect {
        name: "Robustesse".into(),
        why: Skipped::NoPlace(vec!["system.bonuses.challenge.boons.strength".into()])
    }));
    assert_eq!(
        character.differences,
        vec![Difference::EffectLevel { name: "Guerrier (Niveau 3)".into(), required: 3, level: 2, disabled: false }]
    );
}

#[test]
fn a_human_magician_in_the_6x_encoding_comes_with_its_two_set_choice() {
    use fiche_ombre::save::foundry_effects::Skipped;
    let character = imported("humain-magicien-6x.json");
    let sheet = &character.sheet;
    let a = sheet.attributes();
    // Volonté + 1 (Humain) + 1 (Magicien's two-set choice), Intelligence + 1.
    assert_eq!([a.strength, a.agility, a.intellect, a.will].map(|s| s.value()), [10, 10, 11, 12]);
    // Perception 10 + Intelligence's modifier 1 = 11: no bonus over Intelligence.
    assert_eq!((sheet.perception(), sheet.perception_bonus().value()), (11, 0));
    assert_eq!(sheet.health().maximum, 14);
    assert_eq!(sheet.defense().total, 10);
    assert_eq!((sheet.profile().power.value(), sheet.profile().speed.value()), (1, 10));
    assert!(character.left_out.contains(&LeftOut::Effect {
        name: "Magicien (Niveau 1)".into(),
        why: Skipped::NoPlace(vec!["system.characteristics.health.healingrate".into()])
    }));
    assert_eq!(character.differences, vec![]);
}

#[test]
fn the_order_of_priorities_and_modes_is_foundrys() {
    use fiche_ombre::save::foundry_effects::{apply, Base};
    let effects = serde_json::json!([
        { "name": "b", "changes": [{ "key": "system.characteristics.speed", "mode": 2, "value": "+2", "priority": 20 }] },
        { "name": "a", "changes": [{ "key": "system.characteristics.speed", "mode": 5, "value": "6", "priority": 10 }] },
        { "name": "c", "changes": [{ "key": "system.characteristics.speed", "type": "multiply", "value": 2 }] },
        { "name": "d", "changes": [{ "key": "system.characteristics.power", "mode": "4", "value": 3 },
                                    { "key": "system.characteristics.power", "mode": 3, "value": "2", "priority": 45 }] },
    ]);
    let base = Base { attributes: [10.0; 4], power: 0.0, speed: 10.0, level: 0 };
    let outcome = apply(Some(&effects), &base).unwrap();
    // Override 6 (10), ×2 (multiply's default 10, after it in the list), +2 (20): 14.
    assert_eq!(outcome.speed, 14.0);
    // Downgrade to 2 (45) before upgrade to 3 (upgrade's default 40 comes first: 3, then min 2).
    assert_eq!(outcome.power, 2.0);
}

/// What an export to Foundry carries, as this sheet shows it.
fn carried(sheet: &fiche_ombre::rules::character::sheet::Sheet) -> String {
    let a = sheet.attributes();
    let p = sheet.profile();
    let weapons: Vec<String> =
        sheet.weapons().iter().map(|w| format!("{}|{:?}|{}|{}", w.name, w.attribute, w.damage, w.properties)).collect();
    let talents: Vec<String> =
        sheet.talents().iter().map(|t| format!("{}|{}|{}", t.name, t.uses.value(), t.spent)).collect();
    let spells: Vec<String> =
        sheet.spells().iter().map(|s| format!("{}|{}|{}|{}", s.name, s.rank.value(), s.spent, s.tradition)).collect();
    format!(
        "{} {} {:?} P{} S{} D{} F{} Déf{} N{} Pv{} V{} T{:?} C{} {:?} {:?} {:?} [{}|{}|{}|{}|{}] {:?} {:?} {:?}",
        // Foundry's names are read trimmed.
        sheet.name().trim(),
        sheet.ancestry().trim(),
        [a.strength, a.agility, a.intellect, a.will].map(|s| s.value()),
        sheet.perception(),
        sheet.health().maximum,
        sheet.damage(),
        sheet.insanity(),
        // Before the states (sans défense makes it 5), which come next.
        sheet.defense().raw.clamp(0, 25),
        p.level.value(),
        p.power.value(),
        p.speed.value(),
        p.size,
        p.corruption.value(),
        weapons,
        talents,
        spells,
        p.texts.novice_path,
        p.texts.expert_path,
        p.texts.master_path,
        p.texts.languages,
        p.texts.professions,
        sheet.conditions().iter().map(|c| c.code).collect::<Vec<_>>(),
        // Foundry's biography holds the lines, not the blank ones nor their edges.
        p.texts.notes.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>(),
        p.texts.wealth.trim(),
    )
}

#[test]
fn a_character_exported_for_foundry_reads_back_the_same() {
    use fiche_ombre::save::foundry_export::export;
    for name in ["nain-guerrier-5x.json", "humain-magicien-6x.json", "demonlord-v6.json"] {
        let sheet = imported(name).sheet;
        let back = imported_value(&serde_json::from_str(&export(&sheet)).unwrap());
        assert_eq!(carried(&back.sheet), carried(&sheet), "{name}");
        assert_eq!(back.differences, vec![], "{name}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    #[test]
    fn export_then_import_keeps_what_foundry_has_a_place_for(tracker in crate::strategies::character()) {
        use fiche_ombre::save::foundry_export::export;
        let sheet = tracker.sheet();
        let json: Value = serde_json::from_str(&export(sheet)).unwrap();
        let back = import(&json).unwrap_or_else(|e| panic!("{e:?}"));
        proptest::prop_assert_eq!(carried(&back.sheet), carried(sheet));
    }
}

#[test]
fn an_armour_worn_but_its_effect_off_is_applied_as_foundry_does_and_said() {
    let mut json = read("nain-guerrier-5x.json");
    json["items"][2]["system"]["wear"] = false.into();
    let character = imported_value(&json);
    assert_eq!(character.sheet.defense().total, 15, "the effect is on: Foundry applies it");
    assert!(character.differences.contains(&Difference::ArmourWorn {
        name: "Cotte de mailles".into(),
        worn: false,
        applied: true
    }));
}

/// 80,000 items of distinct unknown types: the first types named, the rest
/// counted on one line, so that the preview stays a few lines long.
#[test]
fn thousands_of_unknown_item_types_are_counted_on_one_line() {
    use fiche_ombre::save::foundry::KINDS_LISTED;
    let mut json = read("nain-guerrier-5x.json");
    let items = json["items"].as_array_mut().unwrap();
    for n in 0..80_000 {
        items.push(serde_json::json!({ "name": format!("Objet {n}"), "type": format!("inconnu{n}"), "system": {} }));
    }
    let character = imported_json(&json);
    // The fixture's armour comes first, then the new types in order.
    let kinds: Vec<&LeftOut> = character.left_out.iter().filter(|l| matches!(l, LeftOut::Items { .. })).collect();
    assert_eq!(kinds.len(), KINDS_LISTED);
    assert_eq!(kinds[1], &LeftOut::Items { kind: "inconnu0".into(), count: 1 });
    let rest = 80_001 - KINDS_LISTED;
    let last = character.left_out.iter().find(|l| matches!(l, LeftOut::OtherKinds { .. })).unwrap();
    assert_eq!(last, &LeftOut::OtherKinds { kinds: rest, count: rest });
    assert_eq!(fiche_ombre::text::foundry::left_out(last), "79\u{a0}993 objets de 79\u{a0}993 autres sortes");
}

/// The v6 actor with `effects` in place of its own.
fn with_effects(effects: Vec<Value>) -> Value {
    let mut actor = read("demonlord-v6.json");
    actor["effects"] = Value::Array(effects);
    actor
}

#[test]
fn an_actor_with_more_effects_than_any_character_is_refused_in_french_not_computed() {
    let effect = serde_json::json!({"name": "Bouclier", "changes": [{"key": "system.characteristics.defense", "mode": 2, "value": "1"}], "disabled": false});
    let refused = import(&with_effects(vec![effect.clone(); 50_000])).unwrap_err();
    assert_eq!(refused, FoundryError::TooManyEffects(50_000));
    assert_eq!(
        fiche_ombre::text::foundry::error(&refused),
        "Ce fichier Foundry ne peut pas être importé : il porte 50\u{a0}000 effets, 500 au plus. Rien n'a été modifié."
    );
    // One effect with a 100 000-character name, for each of its 100 000
    // changes, once crashed the share module: refused before any is read.
    let change = serde_json::json!({"key": "system.characteristics.defense", "mode": 2, "value": "1"});
    let huge = serde_json::json!({"name": "x".repeat(100_000), "changes": vec![change; 100_000], "disabled": false});
    assert_eq!(import(&with_effects(vec![huge])).unwrap_err(), FoundryError::TooManyChanges(100_000));
}

#[test]
fn many_armours_are_read_in_one_pass_and_long_names_cut_to_the_sheets() {
    // Each its own armour: every effect's slot is found at once, not searched.
    let armour = |n: usize| {
        serde_json::json!({"name": format!("Armure {n} {}", "y".repeat(200)), "disabled": false,
            "flags": {"demonlord": {"sourceType": "armor"}},
            "changes": [{"key": "system.bonuses.armor.fixed", "mode": 4, "value": "12"}]})
    };
    let imported = imported_value(&with_effects((0..500).map(armour).collect()));
    let names: Vec<&str> = imported.sheet.equipment().iter().map(|line| line.name.as_str()).collect();
    assert!(!names.is_empty());
    assert!(names.iter().all(|n| n.chars().count() <= 80), "{names:?}");
}

/// The pack's ranged weapons come as distance ones, a thrown melee weapon as
/// a contact one; a weapon without an attack attribute is said; the
/// biography comes as Notes and the wealth as Richesse, both named.
#[test]
fn ranged_weapons_biography_and_wealth_come_as_foundry_has_them() {
    use fiche_ombre::rules::weapons_and_magic::weapons::Range;
    let mut json = read("demonlord-v6.json");
    let weapon = |name: &str, attack: &str, properties: &str| {
        serde_json::json!({ "name": name, "type": "weapon", "system": {
            "action": { "attack": attack, "against": "Defense", "damage": "1d6" }, "properties": properties } })
    };
    let items = json["items"].as_array_mut().unwrap();
    items.push(weapon("Fronde", "Agility", "Range (medium), Uses Stones"));
    items.push(weapon("Lance", "Strength", "Finesse, Thrown, Range (short)"));
    items.push(weapon("Bâton", "", "Finesse"));
    json["system"]["description"] =
        "<p>Née dans les <b>Monts de fer</b> &amp; fière.</p><p>Cherche son frère.</p>".into();
    json["system"]["wealth"] = serde_json::json!({ "lifestyle": "Modeste", "description": "une bague", "gc": 2, "ss": 15, "cp": 0, "bits": 3 });
    let character = imported_value(&json);
    let range = |name: &str| character.sheet.weapons().iter().find(|w| w.name == name).unwrap().range;
    assert_eq!(range("Arbalète"), Range::Distance, "« Portée longue »");
    assert_eq!(range("Fronde"), Range::Distance);
    assert_eq!(range("Lance"), Range::Contact, "thrown, but a melee weapon");
    assert_eq!(range("Hache de bataille"), Range::Contact);
    assert!(character.differences.contains(&Difference::WeaponNoAttribute { weapon: "Bâton".into() }));
    let texts = &character.sheet.profile().texts;
    assert_eq!(texts.notes, "Née dans les Monts de fer & fière.\nCherche son frère.");
    assert_eq!(texts.wealth, "Style de vie : Modeste ; GC 2, SS 15, Monnaie 3 ; une bague");
    assert!(character.brought.contains(&Brought::Notes(53)));
    assert!(character.brought.contains(&Brought::Wealth(texts.wealth.clone())));
    // The fixture's own 3 copper pennies, and no biography: no Notes said.
    let plain = imported("demonlord-v6.json");
    assert_eq!(plain.sheet.profile().texts.wealth, "CP 3");
    assert!(!plain.brought.iter().any(|b| matches!(b, Brought::Notes(_))));
}

/// Foundry's afflictions come as the sheet's states, their changes never
/// folded into the numbers (Vulnérable's « Défense = 5 » is not a héritage
/// base, Ralenti's halving not a base Vitesse); one the sheet has not is said.
#[test]
fn afflictions_come_as_states_not_as_numbers() {
    use fiche_ombre::rules::character::defense::Base;
    use fiche_ombre::rules::conditions::ConditionCode;
    let mut json = read("nain-guerrier-5x.json");
    let affliction = |name: &str, status: &str, changes: Value| {
        serde_json::json!({ "name": name, "statuses": [status], "disabled": false,
            "flags": { "demonlord": { "sourceType": "affliction" } }, "changes": changes })
    };
    let effects = json["effects"].as_array_mut().unwrap();
    effects.push(affliction(
        "Vulnérable",
        "defenseless",
        serde_json::json!([{ "key": "system.characteristics.defense", "mode": 5, "value": "5", "priority": 110 }]),
    ));
    effects.push(affliction(
        "Ralenti",
        "slowed",
        serde_json::json!([{ "key": "system.maluses.halfSpeed", "mode": 5, "value": "1", "priority": 110 }]),
    ));
    effects.push(affliction("Terrifié", "horrified", serde_json::json!([])));
    let character = imported_value(&json);
    let sheet = &character.sheet;
    let states: Vec<ConditionCode> = sheet.conditions().iter().map(|c| c.code).collect();
    assert_eq!(states, [ConditionCode::Helpless, ConditionCode::Slowed]);
    // Sans défense makes it 5 while it lasts; the mail's 15 stays underneath.
    assert_eq!(sheet.defense().total, 5);
    assert!(!matches!(sheet.defense().base, Base::Ancestry(5)), "{:?}", sheet.defense().base);
    assert_eq!(sheet.equipment()[0].value.value(), 15);
    // Ralenti halves the Vitesse in play, not the Nain's 8.
    assert_eq!((sheet.profile().speed.value(), sheet.speed().total), (8, 4));
    assert!(character.brought.contains(&Brought::States(vec![ConditionCode::Helpless, ConditionCode::Slowed])));
    assert!(character.left_out.contains(&LeftOut::Affliction("Terrifié".into())));
    // No affliction's change is listed as the effect of an item.
    assert!(!character.brought.iter().any(|b| matches!(b, Brought::Effect { name, .. } if name == "Vulnérable")));
}

/// The effects an item carries (the pack's Heavy Armor, Vitesse −2, sits on
/// the armour) apply as the actor's own while it is worn, named in the
/// preview; not twice when an older Foundry copied it onto the actor.
#[test]
fn an_items_own_effects_apply_while_it_is_worn_and_only_once() {
    let plate = |worn: bool| {
        serde_json::json!({ "_id": "plate0001", "name": "Harnois", "type": "armor", "system": { "wear": worn },
            "effects": [{ "name": "Armure lourde", "transfer": true, "disabled": false,
                "changes": [{ "key": "system.characteristics.speed", "mode": 2, "value": "-2", "priority": 2 }] }] })
    };
    let with = |item: Value, copied: bool| {
        let mut json = read("demonlord-v6.json");
        json["items"].as_array_mut().unwrap().push(item);
        if copied {
            json["effects"].as_array_mut().unwrap().push(serde_json::json!({ "name": "Armure lourde",
                "origin": "Actor.brunhilde.Item.plate0001", "disabled": false,
                "changes": [{ "key": "system.characteristics.speed", "mode": 2, "value": "-2", "priority": 2 }] }));
        }
        imported_value(&json)
    };
    let base = imported("demonlord-v6.json").sheet.profile().speed.value();
    let worn = with(plate(true), false);
    assert_eq!(worn.sheet.profile().speed.value(), base - 2);
    assert!(worn.brought.iter().any(|b| matches!(b, Brought::Effect { name, .. } if name == "Armure lourde")));
    assert_eq!(with(plate(false), false).sheet.profile().speed.value(), base, "not worn: not applied");
    assert_eq!(with(plate(true), true).sheet.profile().speed.value(), base - 2, "copied onto the actor: once");
}

/// The export Foundry reads with the same numbers: a héritage's Défense is a
/// base an armour beats (a fixed armour Défense at least this, not an
/// override applied after the armour), the states are the system's
/// afflictions, the weapons say what they attack, Notes and Richesse go too.
#[test]
fn the_export_gives_foundry_the_heritage_base_the_states_notes_and_wealth() {
    use fiche_ombre::rules::character::defense::Mode;
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::save::foundry_export::export;
    let mut json = read("nain-guerrier-5x.json");
    json["system"]["description"] = "<p>Forgé à Kal-Dûr.</p>".into();
    json["system"]["wealth"] = serde_json::json!({ "description": "3 co" });
    json["effects"].as_array_mut().unwrap().push(serde_json::json!({ "name": "Ralenti", "statuses": ["slowed"],
        "disabled": false, "flags": { "demonlord": { "sourceType": "affliction" } }, "changes": [] }));
    let mut sheet = imported_value(&json).sheet;
    // An Automate's Défense 13 under the dwarf's mail (« Remplace 15 »).
    sheet = with_ancestry_defense(sheet, 13);
    assert_eq!(sheet.equipment()[0].mode, Mode::Replace);
    assert_eq!(sheet.defense().total, 15);
    let exported: Value = serde_json::from_str(&export(&sheet)).unwrap();
    let heritage = &exported["effects"][0]["changes"];
    assert!(
        heritage
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["key"] == "system.bonuses.armor.fixed" && c["mode"] == 4 && c["value"] == "13"),
        "{heritage}"
    );
    assert!(!heritage.as_array().unwrap().iter().any(|c| c["key"] == "system.characteristics.defense"), "{heritage}");
    let slowed = exported["effects"].as_array().unwrap().iter().find(|e| e["statuses"][0] == "slowed").unwrap();
    assert_eq!(slowed["flags"]["demonlord"]["sourceType"], "affliction");
    assert_eq!(exported["system"]["description"], "<p>Forgé à Kal-Dûr.</p>");
    assert_eq!(exported["system"]["wealth"]["description"], "3 co");
    let weapon = exported["items"].as_array().unwrap().iter().find(|i| i["type"] == "weapon").unwrap();
    assert_eq!(weapon["system"]["action"]["against"], "Defense");
    // And back: the same base, total, states and texts.
    let back = import(&exported).unwrap().sheet;
    assert_eq!(back.ancestry_defense().map(|d| d.value()), Some(13));
    assert_eq!(back.defense().total, 15);
    assert_eq!(back.conditions().iter().map(|c| c.code).collect::<Vec<_>>(), [ConditionCode::Slowed]);
    assert_eq!(
        (back.profile().texts.notes.as_str(), back.profile().texts.wealth.as_str()),
        ("Forgé à Kal-Dûr.", "3 co")
    );
}

fn with_ancestry_defense(
    sheet: fiche_ombre::rules::character::sheet::Sheet,
    base: i64,
) -> fiche_ombre::rules::character::sheet::Sheet {
    use fiche_ombre::rules::character::sheet::{Sheet, SheetData};
    let mut data: Value = serde_json::from_str(&serde_json::to_string(&sheet).unwrap()).unwrap();
    data["ancestry_defense"] = base.into();
    Sheet::try_from(serde_json::from_value::<SheetData>(data).unwrap()).unwrap()
}

/// An equipment line « Remplace 0 » goes to Foundry and comes back as such,
/// not as a héritage Défense of 0 over the héritage's 12.
#[test]
fn a_line_that_replaces_defense_with_0_comes_back_as_a_line() {
    use fiche_ombre::rules::character::defense::Mode;
    use fiche_ombre::rules::character::sheet::{Sheet, SheetData};
    use fiche_ombre::save::foundry_export::export;
    let sheet = imported("nain-guerrier-5x.json").sheet;
    let mut data: Value = serde_json::from_str(&serde_json::to_string(&sheet).unwrap()).unwrap();
    data["ancestry_defense"] = 12.into();
    data["equipment"] = serde_json::json!([{ "id": 0, "name": "Malédiction", "mode": "Replace", "value": 0 }]);
    data["next_equipment_id"] = 1.into();
    let sheet = Sheet::try_from(serde_json::from_value::<SheetData>(data).unwrap()).unwrap();
    let back = import(&serde_json::from_str(&export(&sheet)).unwrap()).unwrap().sheet;
    assert_eq!(back.ancestry_defense().map(|d| d.value()), Some(12));
    let line = &back.equipment()[0];
    assert_eq!((line.name.as_str(), line.mode, line.value.value()), ("Malédiction", Mode::Replace, 0));
    assert_eq!(back.defense().total, sheet.defense().total);
}

/// Ysolde in the pack's Full Plate with the pack's weapons, and the
/// afflictions as the system builds them (`build-part3-6x.mjs` writes the
/// fixture from the system's code; the README traces the numbers Foundry
/// shows): every point of Foundry, part 3, on one actor.
#[test]
fn a_character_built_by_the_systems_own_code_comes_with_foundrys_numbers() {
    // Ysolde the Humain in the 6.x encoding, Thorgrim the Nain in the 5.x one.
    for (name, speed) in [("ysolde-part3-6x.json", (8, 4)), ("thorgrim-part3-5x.json", (6, 3))] {
        built_by_the_system(name, speed);
    }
}

fn built_by_the_system(name: &str, speed: (i32, i32)) {
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::weapons_and_magic::weapons::Range;
    let character = imported(name);
    let sheet = &character.sheet;
    // Défense 5: the plate's 18 (UPGRADE of the armour's fixed Défense),
    // then Vulnérable's OVERRIDE at priority 110; the 18 stays underneath.
    assert_eq!(sheet.defense().total, 5);
    assert!(sheet.equipment().iter().any(|line| line.value.value() == 18), "{:?}", sheet.equipment());
    // Vitesse: the héritage's (Humain 10, Nain 8), the plate's own Heavy
    // Armor −2, Ralenti's halving.
    assert_eq!((sheet.profile().speed.value(), sheet.speed().total), speed, "{name}");
    assert!(character.brought.iter().any(|b| matches!(b, Brought::Effect { name, .. } if name == "Heavy Armor")));
    let states: Vec<ConditionCode> = sheet.conditions().iter().map(|c| c.code).collect();
    assert_eq!(states, [ConditionCode::Charmed, ConditionCode::Helpless, ConditionCode::Slowed]);
    assert!(character.left_out.contains(&LeftOut::Affliction("Terrifié".into())));
    let weapon = |name: &str| sheet.weapons().iter().find(|w| w.name == name).unwrap_or_else(|| panic!("{name}"));
    assert_eq!((weapon("Sling").range, weapon("Longbow").range), (Range::Distance, Range::Distance));
    assert_eq!((weapon("Javelin").range, weapon("Staff").range), (Range::Contact, Range::Contact));
    for name in ["Javelin", "Staff"] {
        assert!(character.differences.contains(&Difference::WeaponNoAttribute { weapon: name.into() }), "{name}");
    }
    assert!(character.left_out.contains(&LeftOut::SpellAttack("Trait de feu".into())));
    let texts = &sheet.profile().texts;
    assert_eq!(texts.notes, "Élevée au Collège des brumes.\nDoit 3 co à un passeur.");
    assert_eq!(texts.wealth, "Style de vie : Modeste ; GC 1, SS 7, CP 2, Monnaie 4");
    // And back: Foundry → here → Foundry → here, the same numbers and states;
    // the armour goes as an armour worn, its effect the system's.
    let exported: Value = serde_json::from_str(&fiche_ombre::save::foundry_export::export(sheet)).unwrap();
    let armour = exported["items"].as_array().unwrap().iter().find(|i| i["type"] == "armor").expect("an armour item");
    assert_eq!(
        (&armour["name"], &armour["system"]["fixed"], &armour["system"]["wear"]),
        (&"Full Plate".into(), &"18".into(), &true.into())
    );
    let origin = format!("Item.{}", armour["_id"].as_str().unwrap());
    assert!(exported["effects"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["origin"] == origin.as_str() && e["name"] == "Full Plate"));
    let back = imported_value(&exported);
    assert_eq!(carried(&back.sheet), carried(sheet));
    assert_eq!((back.sheet.defense().total, back.sheet.speed().total), (5, speed.1));
}

/// One table both ways: every state goes out as an affliction whose status
/// comes back as that state, and no two states share a status.
#[test]
fn every_state_goes_out_as_an_affliction_and_comes_back_as_itself() {
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::save::foundry_statuses::{affliction_of, state_of};
    for code in ConditionCode::ALL {
        assert_eq!(state_of(affliction_of(code).0), Some(code), "{code:?}");
    }
    assert_eq!(state_of("horrified"), None);
}
