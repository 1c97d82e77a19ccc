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
        // Perception 11 with Intelligence 10: a bonus of 1.
        assert_eq!(sheet.perception(), 11);
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
        assert_eq!(
            character.left_out,
            vec![
                LeftOut::Effects(1),
                LeftOut::Items { kind: "armor".into(), count: 1 },
                LeftOut::Items { kind: "item".into(), count: 1 },
                LeftOut::Descriptions,
            ],
            "{file}"
        );
        // Derived numbers are ours: Santé's maximum is Force 14 (Foundry
        // says 18 with its bonuses), Défense is Agilité 9 (Foundry 15, armoured).
        assert_eq!(sheet.health().maximum, 14);
        assert_eq!(sheet.defense().total, 9);
        assert_eq!(
            character.differences,
            vec![Difference::HealthMax { foundry: 18, here: 14 }, Difference::Defense { foundry: 15, here: 9 }],
            "{file}"
        );
    }
}

#[test]
fn numbers_past_our_bounds_are_brought_down_and_said() {
    let character = imported("over-the-bounds.json");
    // Folie 15 with Volonté 11; 40 damage with a maximum of 14.
    assert_eq!((character.sheet.insanity(), character.sheet.damage()), (11, 14));
    assert!(character.differences.contains(&Difference::Insanity { foundry: 15, here: 11 }));
    assert!(character.differences.contains(&Difference::Damage { foundry: 40, here: 14 }));
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
