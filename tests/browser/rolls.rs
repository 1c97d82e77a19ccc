//! Jets: attribute rolls where the character's state adds its own
//! avantages and désavantages, said on the roll's line; Santé in play.

use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::journal::tracker::Tracker;
use fiche_ombre::views::{ConditionsPanel, HealthPanel, JournalPanel, RollsPanel, TimePanel};
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::*;

/// Queues d20 and d6 faces for the browser's real roller (crypto source).
fn queue(faces: &[u32]) {
    let script = format!(
        "(() => {{ if (!window.__faces) {{ window.__faces = []; const real = crypto.getRandomValues.bind(crypto); \
         crypto.getRandomValues = (a) => {{ if (a.length === 4 && window.__faces.length) {{ new DataView(a.buffer, a.byteOffset, 4).setUint32(0, window.__faces.shift() - 1, true); return a; }} return real(a); }}; }} \
         window.__faces.push(...{faces:?}); }})()"
    );
    js_sys::eval(&script).unwrap();
}

/// Every queued face was rolled, none left for the next test.
fn assert_all_rolled() {
    let left = js_sys::eval("window.__faces.length").unwrap().as_f64().unwrap();
    assert_eq!(left, 0.0, "scripted faces left unrolled");
}

#[wasm_bindgen_test]
async fn the_state_adds_its_banes_and_the_line_says_why() {
    let tracker = tracker_after(&[Command::AddCondition { code: ConditionCode::Frightened, rounds: None }], &[]);
    let (root, store) = mount_with(tracker, || view! { <RollsPanel /> <JournalPanel /> });
    type_into(&root, "Avantages", "2").await;
    queue(&[12, 3]);
    click(&root, "Jet de Force").await;
    assert_all_rolled();
    let line = &all_by_test_id(&root, "journal-entry")[0];
    assert_eq!(line.get_attribute("data-kind").as_deref(), Some("roll"));
    assert_eq!(line.get_attribute("data-roll").as_deref(), Some("strength"));
    assert_eq!(line.get_attribute("data-die").as_deref(), Some("12"));
    // 2 avantages asked, 1 désavantage from effrayé: 1 avantage, d6 3.
    assert_eq!(line.get_attribute("data-boon").as_deref(), Some("3"));
    assert_eq!(line.get_attribute("data-total").as_deref(), Some("15"));
    assert_eq!(line.get_attribute("data-success").as_deref(), Some("true"));
    let said = line.text_content().unwrap();
    assert!(said.contains("1 désavantage : effrayé"), "{said}");
    assert!(said.contains("2 avantages : au choix du joueur"), "{said}");
    assert_eq!(field(&root, "Avantages").value(), "0", "for one roll only");
    assert!(store.can_undo_untracked());
}

#[wasm_bindgen_test]
async fn stunned_fails_an_attribute_roll_with_the_dice_shown() {
    let tracker = tracker_after(&[Command::AddCondition { code: ConditionCode::Stunned, rounds: None }], &[]);
    let (root, _) = mount_with(tracker, || view! { <RollsPanel /> <JournalPanel /> });
    queue(&[19]);
    click(&root, "Jet d'Intelligence").await;
    assert_all_rolled();
    let line = &all_by_test_id(&root, "journal-entry")[0];
    assert_eq!(line.get_attribute("data-success").as_deref(), Some("false"));
    assert_eq!(line.get_attribute("data-die").as_deref(), Some("19"));
    assert!(line.text_content().unwrap().contains("échec automatique (stupéfait)"));
}

#[wasm_bindgen_test]
async fn damage_and_healing_with_typed_amounts() {
    let (root, store) = mount_with(Tracker::default(), || view! { <HealthPanel /> <TimePanel /> <JournalPanel /> });
    type_into(&root, "Quantité de dégâts", "4").await;
    click(&root, "Subir des dégâts").await;
    assert_eq!(value_of(&root, "health-current"), 6);
    assert_eq!(field(&root, "Quantité de dégâts").value(), "", "an amount is used once");
    let line = &all_by_test_id(&root, "journal-entry")[0];
    assert_eq!(
        (line.get_attribute("data-kind").as_deref(), line.get_attribute("data-total").as_deref()),
        (Some("damage-taken"), Some("4"))
    );
    type_into(&root, "Quantité de dégâts", "1d7").await;
    click(&root, "Soigner").await;
    assert_eq!(alerts(&root).len(), 1, "a bad amount is refused: {:?}", alerts(&root));
    assert_eq!(store.with_sheet_untracked(|s| s.damage()), 4);
    click(&root, "Récupérer").await;
    assert_eq!(value_of(&root, "health-current"), 8, "healing rate 2");
    click(&root, "Repos").await;
    assert_eq!(value_of(&root, "health-current"), 10);
    let kinds: Vec<String> =
        all_by_test_id(&root, "journal-entry").iter().map(|e| e.get_attribute("data-kind").unwrap()).collect();
    assert_eq!(kinds, ["healed", "healed", "damage-taken"]);
}

#[wasm_bindgen_test]
async fn each_condition_says_its_effect_where_it_is_chosen_and_listed() {
    let (root, _) = mount_with(Tracker::default(), || view! { <ConditionsPanel /> });
    choose(&root, "État", "poisoned").await;
    assert!(root.text_content().unwrap().contains("1 désavantage aux jets d'attaque et d'attribut."));
    click(&root, "Ajouter un état").await;
    let chip = &all_by_test_id(&root, "condition")[0];
    assert_eq!(chip.get_attribute("data-code").as_deref(), Some("poisoned"));
    assert!(chip.text_content().unwrap().contains("Empoisonné"));
    assert!(chip.text_content().unwrap().contains("1 désavantage aux jets"));
}
