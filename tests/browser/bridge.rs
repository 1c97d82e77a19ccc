//! The seam between the app and its modules, from the app's side: a
//! module's request, as its bytes cross, reaches the roster and the rules,
//! becomes one step of the table's `Annuler` with the fight as it was, and
//! is taken back exactly; bytes of another build are refused in French.

use fiche_ombre::rules::character::number::Boons;
use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::fight::fear::Fear;
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::save::bridge::{answer, decode, encode, FightChange, Reply, Request, Who};
use fiche_ombre::state::roll_inputs::RollInputs;
use fiche_ombre::state::share_bridge::Answers;
use fiche_ombre::state::table_parts::FIGHT_KEY;
use fiche_ombre::state::{Origin, Roster};
use fiche_ombre::text;
use leptos::prelude::*;
use wasm_bindgen_test::wasm_bindgen_test;

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn notes(roster: Roster, id: &str) -> Vec<String> {
    roster
        .with_character_untracked(id, |t| {
            t.journal()
                .entries()
                .iter()
                .filter(|e| !e.undone)
                .filter_map(|e| match &e.event {
                    Event::Note(note) => Some(note.clone()),
                    _ => None,
                })
                .collect()
        })
        .unwrap()
}

/// A roster on an empty storage, under an owner that outlives the test.
fn fresh_roster() -> Roster {
    storage().clear().unwrap();
    let owner = Owner::new();
    owner.set();
    std::mem::forget(owner);
    Roster::load()
}

/// What answers a module over `roster`, with the Jeu avantages `inputs`.
fn answers_over(roster: Roster, inputs: Option<RollInputs>, table_changed: Callback<()>) -> Answers {
    Answers {
        roster,
        dialog_open: RwSignal::new(false),
        backup: None,
        open_sheet: Callback::new(|_| {}),
        inputs,
        table_changed,
    }
}

#[wasm_bindgen_test]
fn a_modules_requests_run_in_the_roster_and_come_back_with_the_fight() {
    let roster = fresh_roster();
    roster.store().execute(Origin::Edit, &Command::SetName("Aline".into())).unwrap();
    let aline = roster.open_id();
    roster.new_character();
    roster.store().execute(Origin::Edit, &Command::SetName("Bruno".into())).unwrap();
    let bruno = roster.open_id();
    let told = RwSignal::new(0);
    let answers = answers_over(roster, None, Callback::new(move |()| told.update(|n| *n += 1)));
    let ask = |request: Request| decode::<Reply>(&answer(&answers, &encode(&request), text::BRIDGE_REFUSED)).unwrap();
    let fight = |before: &str, after: &str| FightChange { before: before.into(), after: after.into() };
    let damage = |id: &str| roster.with_character_untracked(id, |t| t.sheet().damage()).unwrap();

    // A creature's hit on a character that is not open.
    let note = "Gobelin 1 — Lance : 3 dégâts".to_string();
    let hit = Request::Run {
        who: Who::One(aline.clone()),
        command: Command::TakeDamage(Amount::Fixed(3)),
        note: Some(note.clone()),
        fight: Some(fight("{\"avant\":1}", "{\"coup\":1}")),
    };
    assert!(matches!(ask(hit), Reply::Ran { said: Some(_), refusal: None }));
    assert_eq!(damage(&aline), 3);
    assert_eq!(notes(roster, &aline), vec![note.clone()]);
    // The fight is the table module's to keep: the app holds its change
    // for the table's `Annuler` only.
    assert_eq!(storage().get_item(FIGHT_KEY).unwrap(), None);

    // The Will roll against a Terrifiant creature, the open one included.
    let face = Request::Face {
        ids: vec![aline.clone(), bruno.clone()],
        creature: "Spectre".into(),
        fear: Fear::Horrifying,
        crowd: false,
        fight: fight("{\"coup\":1}", "{\"vu\":1}"),
    };
    let Reply::Ran { said: Some(said), .. } = ask(face) else { panic!("no line for the table") };
    assert!(said.starts_with("Jet de Volonté contre Spectre — Aline : "), "{said}");
    assert!(said.contains("; Bruno : "), "{said}");
    for id in [&aline, &bruno] {
        assert!(notes(roster, id).contains(&"Jet de Volonté contre Spectre (Terrifiant)".to_string()));
    }

    // `Annuler` takes back the roll (every action of it) and then the hit,
    // each answered with the fight's change in its step, for the table
    // module to bring the fight back.
    assert_eq!(
        ask(Request::Undo),
        Reply::Undone {
            said: Some("Annulé : le jet de Volonté contre Spectre.".into()),
            fight: Some(fight("{\"coup\":1}", "{\"vu\":1}"))
        }
    );
    assert_eq!(notes(roster, &bruno), Vec::<String>::new());
    assert_eq!(notes(roster, &aline), vec!["Gobelin 1 — Lance : 3 dégâts".to_string()]);
    assert_eq!(
        ask(Request::Undo),
        Reply::Undone {
            said: Some("Annulé : Gobelin 1 — Lance : 3 dégâts à Aline.".into()),
            fight: Some(fight("{\"avant\":1}", "{\"coup\":1}"))
        }
    );
    assert_eq!(damage(&aline), 0);
    assert_eq!(ask(Request::Undo), Reply::Undone { said: None, fight: None });
    assert_eq!(told.get_untracked(), 0);

    // What the app cannot read is said, never acted on.
    let refused = |reply: Reply| match reply {
        Reply::Refused(message) => message,
        other => panic!("{other:?}"),
    };
    let bytes = decode::<Reply>(&answer(&answers, &[250, 7], text::BRIDGE_REFUSED)).unwrap();
    assert!(refused(bytes).contains("rechargez la page"));
    assert_eq!(damage(&bruno), 0);
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_fiche_edit_runs_in_the_apps_store_with_the_avantages_typed_on_jeu() {
    let roster = fresh_roster();
    roster.store().execute(Origin::Edit, &Command::AddWeapon).unwrap();
    let aline = roster.open_id();
    let inputs = RollInputs { boons: RwSignal::new(Boons::new(2).unwrap()), banes: RwSignal::new(Boons::default()) };
    let answers = answers_over(roster, Some(inputs), Callback::new(|()| {}));
    let ask = |request: Request| decode::<Reply>(&answer(&answers, &encode(&request), text::BRIDGE_REFUSED)).unwrap();

    let named = ask(Request::Edit { id: aline.clone(), command: Command::SetName("Aline".into()) });
    assert!(matches!(named, Reply::Edited(Ok(_))), "{named:?}");
    assert_eq!(roster.store().with_sheet_untracked(|s| s.name().to_string()), "Aline");

    // Attaquer on Fiche: the two avantages typed on Jeu, then none left.
    let weapon = roster.store().with_sheet_untracked(|s| s.weapons()[0].id);
    let attack =
        Command::Attack { weapon, boons: Boons::default(), banes: Boons::default(), target: None, horrifying: false };
    let Reply::Edited(Ok(edited)) = ask(Request::Edit { id: aline.clone(), command: attack }) else { panic!() };
    let events: Vec<Event> = serde_json::from_str(&edited.events).unwrap();
    assert!(edited.sheet.contains("\"Aline\""), "the sheet it left: {}", edited.sheet);
    let Some(Event::Rolled(roll)) = events.first() else { panic!("{events:?}") };
    assert_eq!(roll.boons.net, 2, "{roll:?}");
    assert_eq!(inputs.boons.get_untracked(), Boons::default());
    // The bar at the bottom shows it as a weapon's result, as from Jeu.
    assert_eq!(untrack(|| roster.store().last_action()).map(|(origin, _)| origin), Some(Origin::Weapons));

    // The rules' refusal comes back as the rules' error, the sheet untouched.
    let refused = ask(Request::Edit { id: aline.clone(), command: Command::RemoveWeapon(weapon + 40) });
    assert_eq!(refused, Reply::Edited(Err(CommandError::NoSuchWeapon)));
    // A change meant for a character no longer open is not applied to this one.
    let elsewhere = ask(Request::Edit { id: "un-autre".into(), command: Command::SetName("Bruno".into()) });
    assert_eq!(elsewhere, Reply::Refused(text::EDIT_NOT_OPEN.to_string()));
    assert_eq!(roster.store().with_sheet_untracked(|s| s.name().to_string()), "Aline");
    storage().clear().unwrap();
}

#[wasm_bindgen_test]
fn the_tables_time_names_a_character_whose_clock_is_full() {
    use fiche_ombre::rules::journal::tracker::Tracker;
    use fiche_ombre::rules::time::clock::MAX_CLOCK;
    use fiche_ombre::save::bridge::Time;
    use fiche_ombre::save::file::{export, import};
    let roster = fresh_roster();
    roster.store().execute(Origin::Edit, &Command::SetName("Aline".into())).unwrap();
    // Bruno has played a hundred years: his clock cannot move.
    let mut file: serde_json::Value = serde_json::from_str(&export(&[&Tracker::default()])).unwrap();
    file["characters"][0]["sheet"]["name"] = "Bruno".into();
    file["characters"][0]["sheet"]["clock"] = MAX_CLOCK.0.into();
    let bruno = import(&file.to_string()).unwrap().remove(0);
    roster.add(bruno);
    let answers = answers_over(roster, None, Callback::new(|()| {}));
    let ask = |request: Request| decode::<Reply>(&answer(&answers, &encode(&request), text::BRIDGE_REFUSED)).unwrap();
    for time in [Time::Round, Time::Hour] {
        let Reply::Said(said) = ask(Request::Time { time, fight: None }) else { panic!("nothing said") };
        assert!(said.contains("pour 1 personnage"), "{said}");
        assert!(
            said.ends_with(" Bruno : Le temps écoulé a atteint sa limite de cent ans : il ne peut plus avancer."),
            "{said}"
        );
    }
    storage().clear().unwrap();
}
