//! The bestiary keeps at most 200 stat blocks, by name, newest first; a
//! 201st name is refused, never let go of an older one in its place.

use fiche_ombre::rules::fight::bestiary::{remember, Full, MAX_MODELS};
use fiche_ombre::rules::fight::creature::Model;

#[test]
fn a_full_bestiary_refuses_a_new_name_and_keeps_every_model() {
    let mut models = Vec::new();
    for n in 1..=MAX_MODELS {
        remember(&mut models, &Model::new(&format!("Modèle {n}"))).unwrap();
    }
    assert_eq!(models.len(), MAX_MODELS);
    assert_eq!(models[0].name, "Modèle 200");
    let before = models.clone();
    assert_eq!(remember(&mut models, &Model::new("Modèle 201")), Err(Full));
    assert_eq!(models, before, "nothing let go");
    // A model already there is changed in place, and comes first.
    let mut changed = Model::new("Modèle 1");
    changed.health = 30;
    remember(&mut models, &changed).unwrap();
    assert_eq!(models.len(), MAX_MODELS);
    assert_eq!(models[0], changed);
    assert_eq!(models.iter().filter(|m| m.name == "Modèle 1").count(), 1);
}
