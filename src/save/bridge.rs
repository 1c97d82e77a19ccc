//! The messages between the app and the modules it fetches on demand (the
//! share module, the table module): one [`Request`] a module sends, one
//! [`Reply`] the app gives, one [`Notice`] the app sends when something
//! changed. Each crosses as bytes, encoded and decoded here only, and
//! [`answer`] is the one `match` that turns a request into the app's work.
//! Characters cross as saved records (the JSON storage holds), the fight
//! and the bestiary as the JSON their storage keys hold.

use serde::{Deserialize, Serialize};

use crate::rules::command::{Command, CommandError};
use crate::rules::fight::fear::Fear;
use crate::rules::journal::tracker::Recorded;
use crate::rules::journal::Maker;
use crate::rules::variants::unit_enum;

/// A character of the roster: its id and its saved record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub id: String,
    pub record: String,
}

/// A character from a link or a file: its identity (a link's), its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Incoming {
    pub identity: Option<String>,
    pub record: String,
}

/// Whom a card's action is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    One(String),
    /// Every character of the table (the group's Will roll).
    Everyone,
}

/// A message of another build, or no message at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Malformed;

/// The GM's fight before and after a step, as its storage key holds it:
/// the app keeps `after` and puts `before` back when the step is undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FightChange {
    pub before: String,
    pub after: String,
}

/// What a Fiche command did, as the journal and storage write them: its
/// events, and the sheet it left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edited {
    pub events: String,
    pub sheet: String,
}

unit_enum! {
    /// Which stretch of time passes for everyone.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    pub enum Time {
        Round,
        Minute,
        Hour,
        /// `Repos` for everyone.
        Rest,
    }
}

/// What a module asks of the app.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// The open character: [`Reply::Entry`].
    Open,
    /// Every character, in the roster's order: [`Reply::Entries`].
    All,
    /// One character: [`Reply::Entry`].
    Character { id: String },
    /// Characters from links or a file, the first opened if asked:
    /// [`Reply::Stored`], whether storage took them all.
    AddShared { characters: Vec<Incoming>, open_first: bool },
    /// Characters replaced by newer versions (a link's update), one step
    /// of the table's `Annuler` that says `label`: [`Reply::Done`].
    Replace { characters: Vec<Entry>, label: String },
    /// A card's command (damage, healing, Folie, a Will roll, a state) or
    /// a creature's hit, with the journal's `note` first and the fight's
    /// change in the same step: [`Reply::Ran`].
    Run { who: Who, command: Command, note: Option<String>, fight: Option<FightChange> },
    /// The Will roll of each of `ids` against a frightening creature, and
    /// what a failure brings: [`Reply::Ran`].
    Face { ids: Vec<String>, creature: String, fear: Fear, crowd: bool, fight: FightChange },
    /// A step of the fight alone (a creature added, hurt, moved):
    /// [`Reply::Done`].
    Fight { label: String, fight: FightChange },
    /// Time for everyone, the fight's part in the same step: [`Reply::Said`].
    Time { time: Time, fight: Option<FightChange> },
    /// A file's bestiary or fight brought back, kept, and every module told:
    /// [`Reply::Stored`].
    Keep { bestiary: Option<String>, fight: Option<String> },
    /// The table's `Annuler`: [`Reply::Undone`].
    Undo,
    /// Opens a character's sheet from the table.
    OpenSheet { id: String },
    /// Shown at the top of the page.
    Alert { message: String },
    /// The module's dialog is open: the page behind is out of reach.
    Behind { open: bool },
    /// The whole roster was just exported to a file.
    Exported,
    /// An edit or an action from Fiche on the open character `id`, run by
    /// the rules in the app: [`Reply::Edited`].
    Edit { id: String, command: Command },
    /// The live table: characters set to what every device merged (added
    /// when missing), and the characters at the table, whose runs since
    /// the last time are answered: [`Reply::Live`]; `by` is this device at
    /// the table (its lines say so).
    Live { put: Vec<Entry>, watch: Vec<String>, by: Maker },
    /// These characters left the live table: plain characters again.
    LeftLive { ids: Vec<String> },
}

/// What the app answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    Done,
    Entry(Option<Entry>),
    Entries(Vec<Entry>),
    Stored(bool),
    /// What to say, and the rules' refusal, each if any.
    Ran {
        said: Option<String>,
        refusal: Option<String>,
    },
    Said(String),
    /// What `Annuler` took back, and the fight's change in that step, if
    /// any (the module brings the fight back unless another tab changed
    /// it since).
    Undone {
        said: Option<String>,
        fight: Option<FightChange>,
    },
    /// What a Fiche command did, or the rules' refusal.
    Edited(Result<Edited, CommandError>),
    /// The request could not be read: what was wrong, in French.
    Refused(String),
    /// What each character at the live table ran here, by id.
    Live(Vec<(String, Vec<Recorded>)>),
}

/// What changed in the app, told to every module started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Notice {
    /// The roster: its order, the character open, and the characters
    /// that changed since the last notice (every one, the first time).
    Characters { order: Vec<String>, open: String, changed: Vec<Entry>, can_undo: bool },
    /// The fight or the bestiary in storage (an undo, a file, another tab).
    Table,
}

/// A message as it crosses: postcard, whose decoder is a fraction of
/// JSON's in the app's first visit (docs/performance.md).
pub fn encode(message: &impl Serialize) -> Vec<u8> {
    // Our own types serialize to any Vec: this never fails.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// A message read back, or why it cannot be.
pub fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Malformed> {
    postcard::from_bytes(bytes).map_err(|_| Malformed)
}

/// The app's side of every request: [`answer`] calls one of these.
pub trait App {
    fn open(&self) -> Option<Entry>;
    fn all(&self) -> Vec<Entry>;
    fn character(&self, id: &str) -> Option<Entry>;
    fn add_shared(&self, characters: Vec<Incoming>, open_first: bool) -> bool;
    fn replace(&self, characters: Vec<Entry>, label: String);
    /// A character's command (or everyone's): what to say, the refusal.
    fn run(&self, who: Who, command: Command, note: Option<String>, fight: Option<FightChange>) -> Reply;
    fn face(&self, ids: Vec<String>, creature: String, fear: Fear, crowd: bool, fight: FightChange) -> Reply;
    fn fight_step(&self, label: String, fight: FightChange);
    fn time(&self, time: Time, fight: Option<FightChange>) -> String;
    fn keep(&self, bestiary: Option<String>, fight: Option<String>) -> bool;
    /// The table's `Annuler`: what it said, the fight's change taken back.
    fn undo(&self) -> (Option<String>, Option<FightChange>);
    fn open_sheet(&self, id: String);
    fn alert(&self, message: String);
    fn behind(&self, open: bool);
    fn exported(&self);
    /// A Fiche command on the open character `id`: [`Reply::Edited`], or
    /// refused when `id` is no longer the one open.
    fn edit(&self, id: String, command: Command) -> Reply;
    fn live(&self, put: Vec<Entry>, watch: Vec<String>, by: Maker) -> Vec<(String, Vec<Recorded>)>;
    fn left_live(&self, ids: Vec<String>);
}

/// The app's answer to one request, as bytes; a request it cannot read is
/// answered [`Reply::Refused`] with `refused`, never a panic.
pub fn answer(app: &impl App, request: &[u8], refused: &str) -> Vec<u8> {
    let reply = match decode::<Request>(request) {
        Ok(request) => dispatch(app, request),
        Err(Malformed) => Reply::Refused(refused.to_string()),
    };
    encode(&reply)
}

/// The one `match` from a request to the app's work.
pub fn dispatch(app: &impl App, request: Request) -> Reply {
    match request {
        Request::Open => Reply::Entry(app.open()),
        Request::All => Reply::Entries(app.all()),
        Request::Character { id } => Reply::Entry(app.character(&id)),
        Request::AddShared { characters, open_first } => Reply::Stored(app.add_shared(characters, open_first)),
        Request::Replace { characters, label } => {
            app.replace(characters, label);
            Reply::Done
        }
        Request::Run { who, command, note, fight } => app.run(who, command, note, fight),
        Request::Face { ids, creature, fear, crowd, fight } => app.face(ids, creature, fear, crowd, fight),
        Request::Fight { label, fight } => {
            app.fight_step(label, fight);
            Reply::Done
        }
        Request::Time { time, fight } => Reply::Said(app.time(time, fight)),
        Request::Keep { bestiary, fight } => Reply::Stored(app.keep(bestiary, fight)),
        Request::Undo => {
            let (said, fight) = app.undo();
            Reply::Undone { said, fight }
        }
        Request::OpenSheet { id } => {
            app.open_sheet(id);
            Reply::Done
        }
        Request::Alert { message } => {
            app.alert(message);
            Reply::Done
        }
        Request::Behind { open } => {
            app.behind(open);
            Reply::Done
        }
        Request::Edit { id, command } => app.edit(id, command),
        Request::Exported => {
            app.exported();
            Reply::Done
        }
        Request::Live { put, watch, by } => Reply::Live(app.live(put, watch, by)),
        Request::LeftLive { ids } => {
            app.left_live(ids);
            Reply::Done
        }
    }
}
