//! The messages between the app and its modules (`save::bridge`): every
//! request and reply survives its crossing, a message of another build is
//! refused in French without a panic, and each request reaches the app's
//! matching work with its own arguments.

use std::cell::RefCell;

use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::conditions::ConditionCode;
use fiche_ombre::rules::fight::fear::Fear;
use fiche_ombre::rules::journal::tracker::Recorded;
use fiche_ombre::rules::journal::Maker;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::save::bridge::{
    answer, decode, dispatch, encode, App, Edited, Entry, FightChange, Incoming, Malformed, Notice, Reply, Request,
    Time, Who,
};
use proptest::prelude::*;

fn entry(id: &str) -> Entry {
    Entry { id: id.to_string(), record: format!("{{\"v\":3,\"id\":\"{id}\"}}") }
}

fn change() -> FightChange {
    FightChange { before: "{\"creatures\":[]}".to_string(), after: "{\"creatures\":[1]}".to_string() }
}

fn every_request() -> Vec<Request> {
    vec![
        Request::Open,
        Request::All,
        Request::Character { id: "a".into() },
        Request::AddShared {
            characters: vec![Incoming { identity: Some("x".into()), record: "{}".into() }],
            open_first: true,
        },
        Request::Replace { characters: vec![entry("a")], label: "la mise à jour d'Aline".into() },
        Request::Run {
            who: Who::One("a".into()),
            command: Command::TakeDamage(Amount::parse("1d6+2").unwrap()),
            note: Some("Gobelin — Lance : 4 dégâts".into()),
            fight: Some(change()),
        },
        Request::Run {
            who: Who::Everyone,
            command: Command::AddCondition { code: ConditionCode::Frightened, rounds: Some(3i64.try_into().unwrap()) },
            note: None,
            fight: None,
        },
        Request::Face {
            ids: vec!["a".into(), "b".into()],
            creature: "Spectre".into(),
            fear: Fear::Horrifying,
            crowd: true,
            fight: change(),
        },
        Request::Fight { label: "Gobelin 1 : 3 dégâts".into(), fight: change() },
        Request::Time { time: Time::Rest, fight: Some(change()) },
        Request::Keep { bestiary: Some("[]".into()), fight: None },
        Request::Undo,
        Request::OpenSheet { id: "b".into() },
        Request::Alert { message: "« Plein »".into() },
        Request::Behind { open: true },
        Request::Exported,
        Request::Edit { id: "a".into(), command: Command::SetName("Aline".into()) },
        Request::Edit {
            id: "a".into(),
            command: Command::Attack {
                weapon: 2,
                boons: 1i64.try_into().unwrap(),
                banes: Default::default(),
                target: Some(15i64.try_into().unwrap()),
                horrifying: true,
            },
        },
        Request::Live { put: vec![entry("a")], watch: vec!["a".into(), "b".into()], by: Maker::Player },
        Request::LeftLive { ids: vec!["b".into()] },
    ]
}

fn every_reply() -> Vec<Reply> {
    vec![
        Reply::Done,
        Reply::Entry(Some(entry("a"))),
        Reply::Entry(None),
        Reply::Entries(vec![entry("a"), entry("b")]),
        Reply::Stored(false),
        Reply::Ran { said: Some("Aline : 3 dégâts.".into()), refusal: None },
        Reply::Said("Fin du round pour 4 personnages.".into()),
        Reply::Undone { said: None, fight: None },
        Reply::Undone {
            said: Some("Annulé.".into()),
            fight: Some(FightChange { before: "{}".into(), after: "{\"a\":1}".into() }),
        },
        Reply::Refused("rechargez la page".into()),
        Reply::Edited(Ok(Edited { events: "[]".into(), sheet: "{\"name\":\"Aline\"}".into() })),
        Reply::Edited(Err(CommandError::TooManyWeapons { max: 20 })),
        Reply::Live(vec![(
            "a".into(),
            vec![
                Recorded::Ran { command: Command::Heal(Amount::parse("1d6").unwrap()), note: None, faces: vec![4] },
                Recorded::Undid,
            ],
        )]),
    ]
}

#[test]
fn every_message_survives_its_crossing() {
    for request in every_request() {
        assert_eq!(decode::<Request>(&encode(&request)), Ok(request));
    }
    for reply in every_reply() {
        assert_eq!(decode::<Reply>(&encode(&reply)), Ok(reply));
    }
    let notice =
        Notice::Characters { order: vec!["a".into()], open: "a".into(), changed: vec![entry("a")], can_undo: true };
    assert_eq!(decode::<Notice>(&encode(&notice)), Ok(notice));
    assert_eq!(decode::<Notice>(&encode(&Notice::Table)), Ok(Notice::Table));
}

#[test]
fn a_message_of_another_build_is_refused_not_panicked() {
    let unknown_variant = [200u8];
    let cut_short = encode(&Request::Character { id: "abc".into() });
    let cut_short = &cut_short[..cut_short.len() - 1];
    let not_text = [2u8, 2, 0xff, 0xfe];
    for bytes in [&[][..], &unknown_variant[..], cut_short, &not_text[..]] {
        assert!(matches!(decode::<Request>(bytes), Err(Malformed)), "{bytes:?}");
    }
}

/// An app that writes down each call it gets, with its arguments, and
/// answers with values that say which call it was.
#[derive(Default)]
struct Recorder {
    calls: RefCell<Vec<String>>,
}

impl Recorder {
    fn said(&self, call: String) {
        self.calls.borrow_mut().push(call);
    }
}

impl App for Recorder {
    fn open(&self) -> Option<Entry> {
        self.said("open".into());
        Some(entry("open"))
    }
    fn all(&self) -> Vec<Entry> {
        self.said("all".into());
        vec![entry("a"), entry("b")]
    }
    fn character(&self, id: &str) -> Option<Entry> {
        self.said(format!("character {id}"));
        (id == "a").then(|| entry(id))
    }
    fn add_shared(&self, characters: Vec<Incoming>, open_first: bool) -> bool {
        self.said(format!("add_shared {} {open_first}", characters.len()));
        characters.len() > 1
    }
    fn replace(&self, characters: Vec<Entry>, label: String) {
        self.said(format!("replace {} {label}", characters.len()));
    }
    fn run(&self, who: Who, command: Command, note: Option<String>, fight: Option<FightChange>) -> Reply {
        self.said(format!("run {who:?} {command:?} {note:?} {}", fight.is_some()));
        Reply::Ran { said: Some("ran".into()), refusal: None }
    }
    fn face(&self, ids: Vec<String>, creature: String, fear: Fear, crowd: bool, fight: FightChange) -> Reply {
        self.said(format!("face {ids:?} {creature} {fear:?} {crowd} {}", fight.after));
        Reply::Ran { said: Some("faced".into()), refusal: None }
    }
    fn fight_step(&self, label: String, fight: FightChange) {
        self.said(format!("fight {label} {}", fight.before));
    }
    fn time(&self, time: Time, fight: Option<FightChange>) -> String {
        self.said(format!("time {time:?} {}", fight.is_some()));
        format!("{time:?}")
    }
    fn keep(&self, bestiary: Option<String>, fight: Option<String>) -> bool {
        self.said(format!("keep {bestiary:?} {fight:?}"));
        fight.is_some()
    }
    fn undo(&self) -> (Option<String>, Option<FightChange>) {
        self.said("undo".into());
        (Some("undone".into()), None)
    }
    fn open_sheet(&self, id: String) {
        self.said(format!("open_sheet {id}"));
    }
    fn alert(&self, message: String) {
        self.said(format!("alert {message}"));
    }
    fn behind(&self, open: bool) {
        self.said(format!("behind {open}"));
    }
    fn exported(&self) {
        self.said("exported".into());
    }
    fn edit(&self, id: String, command: Command) -> Reply {
        self.said(format!("edit {id} {command:?}"));
        Reply::Edited(Err(CommandError::NoSuchWeapon))
    }
    fn live(&self, put: Vec<Entry>, watch: Vec<String>, by: Maker) -> Vec<(String, Vec<Recorded>)> {
        self.said(format!("live {} {watch:?} {by:?}", put.len()));
        vec![(watch[0].clone(), vec![Recorded::Undid])]
    }
    fn left_live(&self, ids: Vec<String>) {
        self.said(format!("left_live {ids:?}"));
    }
}

#[test]
fn each_request_reaches_its_own_work() {
    let app = Recorder::default();
    let replies: Vec<Reply> = every_request().into_iter().map(|r| dispatch(&app, r)).collect();
    assert_eq!(
        *app.calls.borrow(),
        vec![
            "open",
            "all",
            "character a",
            "add_shared 1 true",
            "replace 1 la mise à jour d'Aline",
            "run One(\"a\") TakeDamage(Dice(DiceExpr { count: 1, sides: 6, modifier: 2 })) Some(\"Gobelin — Lance : 4 dégâts\") true",
            "run Everyone AddCondition { code: Frightened, rounds: Some(Rounds(3)) } None false",
            "face [\"a\", \"b\"] Spectre Horrifying true {\"creatures\":[1]}",
            "fight Gobelin 1 : 3 dégâts {\"creatures\":[]}",
            "time Rest true",
            "keep Some(\"[]\") None",
            "undo",
            "open_sheet b",
            "alert « Plein »",
            "behind true",
            "exported",
            "edit a SetName(\"Aline\")",
            "edit a Attack { weapon: 2, boons: Boons(1), banes: Boons(0), target: Some(Target(15)), horrifying: true }",
            "live 1 [\"a\", \"b\"] Player",
            "left_live [\"b\"]",
        ]
    );
    assert_eq!(
        replies,
        vec![
            Reply::Entry(Some(entry("open"))),
            Reply::Entries(vec![entry("a"), entry("b")]),
            Reply::Entry(Some(entry("a"))),
            Reply::Stored(false),
            Reply::Done,
            Reply::Ran { said: Some("ran".into()), refusal: None },
            Reply::Ran { said: Some("ran".into()), refusal: None },
            Reply::Ran { said: Some("faced".into()), refusal: None },
            Reply::Done,
            Reply::Said("Rest".into()),
            Reply::Stored(false),
            Reply::Undone { said: Some("undone".into()), fight: None },
            Reply::Done,
            Reply::Done,
            Reply::Done,
            Reply::Done,
            Reply::Edited(Err(CommandError::NoSuchWeapon)),
            Reply::Edited(Err(CommandError::NoSuchWeapon)),
            Reply::Live(vec![("a".into(), vec![Recorded::Undid])]),
            Reply::Done,
        ]
    );
}

#[test]
fn a_message_of_another_build_is_answered_in_french_and_does_nothing() {
    let app = Recorder::default();
    let reply = decode::<Reply>(&answer(&app, &[250, 1], "rechargez la page")).unwrap();
    assert_eq!(reply, Reply::Refused("rechargez la page".into()));
    assert!(app.calls.borrow().is_empty());
    assert_eq!(
        decode::<Reply>(&answer(&app, &encode(&Request::Undo), "rechargez la page")),
        Ok(Reply::Undone { said: Some("undone".into()), fight: None })
    );
}

proptest! {
    /// Whatever bytes arrive, the app answers with a reply it can decode.
    #[test]
    fn any_bytes_get_a_reply(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let app = Recorder::default();
        let reply = decode::<Reply>(&answer(&app, &bytes, "refusé"));
        prop_assert!(reply.is_ok());
    }
}
