//! The bestiary as storage holds it (`save::bestiary_record`): a change is
//! made to the list as stored, so another tab's models and a newer build's
//! fields stay.

use fiche_ombre::rules::fight::bestiary::MAX_MODELS;
use fiche_ombre::rules::fight::creature::Model;
use fiche_ombre::save::bestiary_record::{forget, join, remember, BestiaryError};

fn names(json: &str) -> Vec<String> {
    let models: Vec<serde_json::Value> = serde_json::from_str(json).unwrap();
    models.iter().map(|m| m["name"].as_str().unwrap().to_string()).collect()
}

fn stored(models: &[Model]) -> String {
    serde_json::to_string(models).unwrap()
}

#[test]
fn a_model_is_remembered_into_the_list_as_stored_and_others_stay_as_they_were() {
    // Another tab's « Ogre », with a field of a newer build.
    let theirs = stored(&[Model::new("Ogre")]).replacen("{\"name\"", "{\"portrait\":\"ogre.png\",\"name\"", 1);
    let mut goblin = Model::new("Gobelin");
    let once = remember(&theirs, &goblin).unwrap();
    assert_eq!(names(&once), ["Gobelin", "Ogre"]);
    assert!(once.contains("\"portrait\":\"ogre.png\""), "{once}");
    // The same name again: replaced in place of the old, first.
    goblin.defense = 15;
    let twice = remember(&once, &goblin).unwrap();
    assert_eq!(names(&twice), ["Gobelin", "Ogre"]);
    let models: Vec<Model> = serde_json::from_str(&twice).unwrap();
    assert_eq!(models[0].defense, 15);
    // Forgetting one leaves the other as it was.
    let left = forget(&twice, "Gobelin").unwrap();
    assert_eq!(names(&left), ["Ogre"]);
    assert!(left.contains("\"portrait\":\"ogre.png\""), "{left}");
}

#[test]
fn a_full_bestiary_refuses_a_new_name_and_lets_none_go() {
    let full: Vec<Model> = (0..MAX_MODELS).map(|i| Model::new(&format!("Modèle {i}"))).collect();
    let full = stored(&full);
    assert_eq!(remember(&full, &Model::new("Nouveau")), Err(BestiaryError::Full));
    let again = remember(&full, &Model::new("Modèle 199")).unwrap();
    assert_eq!(names(&again).len(), MAX_MODELS);
    assert_eq!(names(&again)[0], "Modèle 199");
}

#[test]
fn what_is_not_a_list_is_refused_to_be_set_aside() {
    assert_eq!(remember("{\"name\":1}", &Model::new("Gobelin")), Err(BestiaryError::Unreadable));
    assert_eq!(forget("[1,", "Gobelin"), Err(BestiaryError::Unreadable));
}

#[test]
fn a_files_models_join_after_the_stored_ones_which_keep_a_newer_builds_fields() {
    let theirs = stored(&[Model::new("Ogre")]).replacen("{\"name\"", "{\"portrait\":\"ogre.png\",\"name\"", 1);
    let (joined, count) = join(&theirs, &[Model::new("Ogre"), Model::new("Troll"), Model::new("Troll")]).unwrap();
    assert_eq!(names(&joined), ["Ogre", "Troll"]);
    assert_eq!(count, 1);
    assert!(joined.contains("\"portrait\":\"ogre.png\""), "{joined}");
    // As many as there is room for.
    let almost: Vec<Model> = (1..MAX_MODELS).map(|i| Model::new(&format!("Modèle {i}"))).collect();
    let (full, count) = join(&stored(&almost), &[Model::new("A"), Model::new("B")]).unwrap();
    assert_eq!((names(&full).len(), count), (MAX_MODELS, 1));
    assert_eq!(join("{}", &[Model::new("A")]), Err(BestiaryError::Unreadable));
}
