//! A device at a live table (shared/LIVE.md), in the module that carries
//! it: the table's shared document (`save::live`), its connection to the
//! relay, and the app's characters kept as every device merged them.
//! What the app's characters run here goes out through `Request::Live`;
//! what comes from the relay is checked, replayed through the rules and
//! put back into the roster.

use std::cell::RefCell;
use std::rc::Rc;

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use web_sys::{BinaryType, CloseEvent, MessageEvent, WebSocket};

use super::share_bridge::Host;
use super::storage;
use crate::rules::fight::Fight;
use crate::rules::journal::tracker::{Recorded, Tracker};
use crate::rules::journal::Maker;
use crate::save::bridge::Entry;
use crate::save::fight_record::decode_fight;
use crate::save::live::address::Address;
use crate::save::live::table::LiveTable;
use crate::save::live::wire::{hear, hello, update, Heard};
use crate::save::record::encode_character;

/// Where a player's device keeps its table, to go on offline and after a
/// reload (the app starts the share module when it is there).
pub const LIVE_KEY: &str = "fiche-ombre:direct";
/// Where the GM's device keeps its table (the table module resumes it).
pub const LIVE_GM_KEY: &str = "fiche-ombre:direct-mj";
/// The relay closes a connection whose secret is not the room's.
const WRONG_SECRET: u16 = 4003;
/// Changes kept one by one beside the table before it is written whole
/// again: writing a table of long journals at every action took most of a
/// phone's time.
const CHANGES_BEFORE_WHOLE: u32 = 50;

/// The connection as the status line says it (`live-status`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Connecting,
    Connected,
    Offline,
}

impl Link {
    pub fn code(self) -> &'static str {
        match self {
            Link::Connecting => "connecting",
            Link::Connected => "connected",
            Link::Offline => "offline",
        }
    }
}

/// What this device keeps of its table (the key says whose: the GM's or a
/// player's).
#[derive(Serialize, Deserialize)]
struct Kept {
    /// The table's link, as its fragment.
    link: String,
    device: u64,
    /// The characters this device brings to its roster.
    mine: Vec<String>,
    /// The name of the character a player without one is waiting for.
    #[serde(default)]
    adopt: Option<String>,
    /// The whole document, base64.
    state: String,
}

struct Session {
    address: Address,
    table: LiveTable,
    mine: Vec<String>,
    /// A player who joined without a character: the name of theirs, found
    /// at the table once it is seen whole (the GM's copy), or made anew.
    adopt: Option<String>,
    socket: Option<WebSocket>,
    /// Closures the socket calls, kept as long as it lives.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    /// Changes kept beside the table since it was last written whole.
    changes_kept: u32,
    /// The GM's fight as last taken here, to pass over it when unchanged.
    fight_taken: Option<String>,
}

/// This device's live table, if any: provided by the module's owner.
#[derive(Clone, Copy)]
pub struct Live {
    session: StoredValue<Option<Rc<RefCell<Session>>>, LocalStorage>,
    pub link: RwSignal<Option<Link>>,
    /// Actions made here the relay has not seen yet.
    pub pending: RwSignal<u32>,
    /// The table's link, for others to join.
    pub address: RwSignal<Option<Address>>,
    /// The relay refused this device's secret.
    pub refused: RwSignal<bool>,
    /// The GM's fight, as the table has it (a player's device).
    pub fight: RwSignal<Option<Fight>>,
    host: Host,
    /// The GM's device (the table module), or a player's (the share module).
    gm: bool,
}

/// `N` random bytes: 32 for a new table's room and secret, 8 for a device.
pub fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    let _ = getrandom::fill(&mut bytes);
    bytes
}

impl Live {
    /// Provides the device's live table to the module, resuming the one it
    /// kept (a reload, a device back online): the GM's in the table
    /// module, a player's in the share module.
    pub fn provide(host: Host, gm: bool) -> Live {
        let live = Live {
            session: StoredValue::new_local(None),
            link: RwSignal::new(None),
            pending: RwSignal::new(0),
            address: RwSignal::new(None),
            refused: RwSignal::new(false),
            fight: RwSignal::new(None),
            host,
            gm,
        };
        provide_context(live);
        host.on_changed(Callback::new(move |ids: Vec<String>| live.ran_here(&ids)));
        // Back on the network: at once, not at the next try.
        let online = window_event_listener(leptos::ev::online, move |_| live.reconnect());
        // The listener lives as long as the page, as the module does.
        std::mem::forget(online);
        live.resume();
        live
    }

    pub fn use_live() -> Live {
        expect_context::<Live>()
    }

    /// Starts a table on `address` with the characters `mine` (their ids,
    /// each brought as this device has it). The GM's device brings every
    /// character of the table; a player's, the one that joins, whose
    /// version is the table's from then on.
    pub fn start(&self, address: Address, mine: Vec<String>) {
        self.stop();
        let table = new_table();
        let characters = self.host.table_untracked();
        for (id, tracker) in characters.iter().filter(|(id, _)| mine.contains(id)) {
            if self.gm {
                table.join(id, tracker);
            } else {
                table.join_as_owner(id, tracker);
            }
        }
        self.begin(Session {
            address,
            table,
            mine,
            adopt: None,
            socket: None,
            handlers: Vec::new(),
            changes_kept: 0,
            fight_taken: None,
        });
    }

    /// A player without a character joins as `name`: the table's character
    /// of that name (the GM's copy) once the table is seen, or a new one.
    pub fn start_as(&self, address: Address, name: String) {
        self.stop();
        let session = Session {
            address,
            table: new_table(),
            mine: Vec::new(),
            adopt: Some(name),
            socket: None,
            handlers: Vec::new(),
            changes_kept: 0,
            fight_taken: None,
        };
        self.begin(session);
    }

    fn begin(&self, session: Session) {
        self.address.set(Some(session.address.clone()));
        self.refused.set(false);
        let session = Rc::new(RefCell::new(session));
        self.session.set_value(Some(session));
        self.keep();
        self.connect();
        self.take_fight();
        // From now on what these characters run is kept for the table.
        self.ran_here(&[]);
    }

    /// This device at the table: the GM's or a player's.
    fn maker(&self) -> Maker {
        if self.gm {
            Maker::Gm
        } else {
            Maker::Player
        }
    }

    fn key(&self) -> &'static str {
        if self.gm {
            LIVE_GM_KEY
        } else {
            LIVE_KEY
        }
    }

    /// The connection's code as the status says it (`live-status`'s
    /// `data-value`; no connection is offline), tracked.
    pub fn link_code(&self) -> &'static str {
        self.link.get().unwrap_or(Link::Offline).code()
    }

    /// Whether this device is at a live table (tracked).
    pub fn on(&self) -> bool {
        self.address.with(Option::is_some)
    }

    fn resume(&self) {
        let Ok(Some(json)) = storage::read(self.key()) else { return };
        let Ok(kept) = serde_json::from_str::<Kept>(&json) else { return };
        let Ok(address) = Address::from_fragment(&kept.link) else { return };
        let state = STANDARD.decode(kept.state).unwrap_or_default();
        let Ok(table) = LiveTable::restore(kept.device, &state) else { return };
        let mut changes_kept = 0;
        while let Ok(Some(change)) = storage::read(&change_key(self.key(), changes_kept)) {
            let _ = table.apply(&STANDARD.decode(change).unwrap_or_default());
            changes_kept += 1;
        }
        let pending = storage::read(&pending_key(self.key())).ok().flatten();
        self.pending.set(pending.and_then(|p| p.parse().ok()).unwrap_or(0));
        let (mine, adopt) = (kept.mine, kept.adopt);
        let (socket, handlers, fight_taken) = (None, Vec::new(), None);
        self.begin(Session { address, table, mine, adopt, socket, handlers, changes_kept, fight_taken });
    }

    /// Leaves the table: every character stays as it is, a plain one.
    pub fn stop(&self) {
        if let Some(session) = self.session.get_value() {
            let mine = session.borrow().mine.clone();
            self.host.left_live(mine);
            if let Some(socket) = session.borrow_mut().socket.take() {
                hang_up(socket);
            }
        }
        self.session.set_value(None);
        let _ = storage::remove(self.key());
        self.forget_changes();
        self.link.set(None);
        self.address.set(None);
        self.set_pending(0);
        self.fight.set(None);
    }

    /// Moves the table to another relay (same room and secret).
    pub fn move_to(&self, address: Address) {
        let Some(session) = self.session.get_value() else { return };
        {
            let mut session = session.borrow_mut();
            session.address = address.clone();
            if let Some(socket) = session.socket.take() {
                hang_up(socket);
            }
        }
        self.address.set(Some(address));
        self.keep();
        self.connect();
    }

    /// Writes the whole table, then lets go of the changes kept beside it.
    fn keep(&self) {
        let Some(session) = self.session.get_value() else { return };
        let kept = {
            let session = session.borrow();
            Kept {
                link: session.address.fragment(),
                device: session.table.device(),
                mine: session.mine.clone(),
                adopt: session.adopt.clone(),
                state: STANDARD.encode(session.table.state()),
            }
        };
        if storage::write(self.key(), &serde_json::to_string(&kept).unwrap_or_default()).is_ok() {
            self.forget_changes();
            session.borrow_mut().changes_kept = 0;
        }
    }

    /// Keeps what changed since `before` beside the table, or the whole
    /// table when enough changes are there (or this one does not fit).
    fn keep_since(&self, before: &yrs::StateVector) {
        let Some(session) = self.session.get_value() else { return };
        let (count, change) = {
            let s = session.borrow();
            (s.changes_kept, s.table.missing_for(before))
        };
        let kept = count < CHANGES_BEFORE_WHOLE
            && storage::write(&change_key(self.key(), count), &STANDARD.encode(change)).is_ok();
        if kept {
            session.borrow_mut().changes_kept = count + 1;
        } else {
            self.keep();
        }
    }

    /// The count of actions waiting for the relay, kept so that a reload
    /// offline still says it.
    fn set_pending(&self, count: u32) {
        self.pending.set(count);
        let key = pending_key(self.key());
        let _ = if count == 0 { storage::remove(&key) } else { storage::write(&key, &count.to_string()) };
    }

    fn forget_changes(&self) {
        for n in 0..CHANGES_BEFORE_WHOLE {
            let _ = storage::remove(&change_key(self.key(), n));
        }
    }

    fn connect(&self) {
        let Some(session) = self.session.get_value() else { return };
        let (url, secret) = {
            let s = session.borrow();
            (s.address.socket_url(), s.address.secret.clone())
        };
        self.link.set(Some(Link::Connecting));
        let Ok(socket) = WebSocket::new_with_str(&url, &secret) else {
            self.link.set(Some(Link::Offline));
            return;
        };
        socket.set_binary_type(BinaryType::Arraybuffer);
        let this = *self;
        let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| this.opened());
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let Ok(event) = event.dyn_into::<MessageEvent>() else { return };
            let Ok(buffer) = event.data().dyn_into::<js_sys::ArrayBuffer>() else { return };
            this.heard(&js_sys::Uint8Array::new(&buffer).to_vec());
        });
        let on_close = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let code = event.dyn_into::<CloseEvent>().map(|e| e.code()).unwrap_or(0);
            this.closed(code);
        });
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let mut s = session.borrow_mut();
        if let Some(old) = s.socket.replace(socket) {
            hang_up(old);
        }
        s.handlers = vec![on_open, on_message, on_close];
    }

    fn send(&self, message: &[u8]) -> bool {
        let Some(session) = self.session.get_value() else { return false };
        let session = session.borrow();
        let open = session.socket.as_ref().filter(|s| s.ready_state() == WebSocket::OPEN);
        open.is_some_and(|socket| socket.send_with_u8_array(message).is_ok())
    }

    fn opened(&self) {
        let Some(session) = self.session.get_value() else { return };
        let greeting = hello(&session.borrow().table);
        self.send(&greeting);
        self.link.set(Some(Link::Connected));
    }

    fn heard(&self, message: &[u8]) {
        let Some(session) = self.session.get_value() else { return };
        let before = session.borrow().table.state_vector();
        let heard = hear(&session.borrow().table, message);
        match heard {
            // The relay said what it has: it gets the rest, pending included.
            Ok(Heard::Answer { reply }) => {
                if self.send(&reply) {
                    self.set_pending(0);
                }
            }
            Ok(heard @ (Heard::Merged | Heard::CaughtUp)) => {
                self.keep_since(&before);
                self.take_fight();
                self.adopt(heard == Heard::CaughtUp);
                self.merge_into_roster();
            }
            // What cannot be read changes nothing here.
            Ok(Heard::Ignored) | Err(_) => {}
        }
    }

    fn closed(&self, code: u16) {
        self.link.set(Some(Link::Offline));
        if code == WRONG_SECRET {
            self.refused.set(true);
            return;
        }
        // Offline is normal: try again a moment later, for as long as it takes.
        let this = *self;
        set_timeout(move || this.reconnect(), std::time::Duration::from_secs(2));
    }

    /// Only a table still on (`connect` finds none after `stop`) and still
    /// offline connects again.
    fn reconnect(&self) {
        if self.link.get_untracked() == Some(Link::Offline) {
            self.connect();
        }
    }

    /// What the app's characters at the table ran here goes to the table
    /// (and to the relay, or waits for it), then every device's merge comes
    /// back to the roster.
    fn ran_here(&self, changed: &[String]) {
        let Some(session) = self.session.get_value() else { return };
        if self.gm {
            self.join_new(changed);
        }
        let mine = session.borrow().mine.clone();
        if !changed.is_empty() && !changed.iter().any(|id| mine.contains(id)) {
            return;
        }
        let ran = self.host.live(Vec::new(), mine, self.maker());
        if ran.is_empty() {
            return;
        }
        self.share(ran);
        self.merge_into_roster();
    }

    /// The GM's device puts its fight at the table each time it changes,
    /// from the moment the table starts.
    pub fn follow_fight(&self, fight: RwSignal<Fight>) {
        let this = *self;
        Effect::new(move |_| {
            let json = fight.with(|f| serde_json::to_string(f).unwrap_or_default());
            if this.on() {
                this.share_fight(&json);
            }
        });
    }

    fn share_fight(&self, json: &str) {
        let Some(session) = self.session.get_value() else { return };
        let before = session.borrow().table.state_vector();
        session.borrow().table.set_fight(json);
        if session.borrow().table.state_vector() != before {
            self.publish(&before, 0);
            self.keep_since(&before);
        }
    }

    /// A player's device takes the GM's fight as the table has it, checked
    /// like any fight from outside: shown beside Jeu, and kept as this
    /// device's fight (its table view shows the same).
    fn take_fight(&self) {
        let Some(session) = self.session.get_value() else { return };
        if self.gm {
            return;
        }
        let Some(json) = session.borrow().table.fight() else { return };
        if session.borrow().fight_taken.as_ref() == Some(&json) {
            return;
        }
        session.borrow_mut().fight_taken = Some(json.clone());
        let Ok(stored) = decode_fight(&json) else { return };
        if self.fight.with_untracked(|f| f.as_ref() == Some(&stored.fight)) {
            return;
        }
        self.fight.set(Some(stored.fight));
        self.host.keep(None, Some(json));
    }

    /// The GM's device brings every character of its table: one added
    /// after the table started (a player's link, `Nouveau personnage`)
    /// joins too.
    fn join_new(&self, changed: &[String]) {
        let Some(session) = self.session.get_value() else { return };
        let new: Vec<String> = changed.iter().filter(|id| !session.borrow().mine.contains(id)).cloned().collect();
        let before = session.borrow().table.state_vector();
        let mut joined = false;
        for id in new {
            let Some(tracker) = self.host.character(&id) else { continue };
            let mut s = session.borrow_mut();
            s.table.join(&id, &tracker);
            s.mine.push(id);
            joined = true;
        }
        if joined {
            self.publish(&before, 0);
            self.keep_since(&before);
        }
    }

    /// A player waiting for their character by name takes the table's (the
    /// GM's copy, opened here) as soon as it is there; once the whole table
    /// was seen without it (`caught_up`), a new one of that name joins.
    fn adopt(&self, caught_up: bool) {
        let Some(session) = self.session.get_value() else { return };
        let Some(name) = session.borrow().adopt.clone() else { return };
        let found = {
            let s = session.borrow();
            s.table.characters().into_iter().find_map(|id| {
                let theirs = s.table.replay(&id).and_then(Result::ok)?;
                same_name(theirs.tracker.sheet().name(), &name).then_some((id, theirs.tracker))
            })
        };
        let id = match found {
            Some((id, tracker)) => self.host.add(&id, &tracker),
            None if caught_up => {
                let new = self.host.add_named(&name);
                let Some(tracker) = self.host.character(&new) else { return };
                let before = session.borrow().table.state_vector();
                session.borrow().table.join_as_owner(&new, &tracker);
                self.publish(&before, 1);
                new
            }
            None => return,
        };
        {
            let mut s = session.borrow_mut();
            s.mine = vec![id];
            s.adopt = None;
        }
        self.keep();
        self.ran_here(&[]);
    }

    /// Sends what changed here since `before`, or counts `count` actions
    /// as waiting for the relay.
    fn publish(&self, before: &yrs::StateVector, count: u32) {
        let Some(session) = self.session.get_value() else { return };
        let changes = update(session.borrow().table.missing_for(before));
        if !self.send(&changes) {
            self.set_pending(self.pending.get_untracked() + count);
        }
    }

    fn share(&self, ran: Vec<(String, Vec<Recorded>)>) {
        let gm = self.gm;
        let Some(session) = self.session.get_value() else { return };
        let (before, count) = {
            let s = session.borrow();
            let before = s.table.state_vector();
            let mut count = 0;
            for (id, steps) in ran {
                count += steps.len() as u32;
                let steps = if gm { steps.into_iter().map(by_gm).collect() } else { steps };
                s.table.record(&id, gm, steps);
            }
            (before, count)
        };
        self.publish(&before, count);
        self.keep_since(&before);
    }

    /// Every character at the table this device brings to its roster, as
    /// all devices merged it, put back where it differs.
    fn merge_into_roster(&self) {
        let Some(session) = self.session.get_value() else { return };
        let gm = self.gm;
        let ids: Vec<String> = {
            let s = session.borrow();
            if gm {
                s.table.characters().into_iter().collect()
            } else {
                s.mine.clone()
            }
        };
        if gm {
            session.borrow_mut().mine = ids.clone();
        }
        let here = self.host.table_untracked();
        let mut put = Vec::new();
        for id in &ids {
            let Some(Ok(merged)) = session.borrow().table.replay(id) else { continue };
            let same = here.iter().any(|(i, t)| i == id && same_character(t, &merged.tracker));
            if !same {
                put.push(Entry { id: id.clone(), record: encode_character(&merged.tracker, 0, "direct") });
            }
        }
        if put.is_empty() {
            return;
        }
        // What ran here meanwhile goes out first, then comes back merged.
        let ran = self.host.live(put, ids, self.maker());
        if !ran.is_empty() {
            self.share(ran);
            self.merge_into_roster();
        }
    }
}

/// Where the `n`th change kept beside the table under `key` is.
fn change_key(key: &str, n: u32) -> String {
    format!("{key}:{n}")
}

/// Where the count of actions waiting for the relay is kept.
fn pending_key(key: &str) -> String {
    format!("{key}:attente")
}

/// Closes a connection without hearing from it again: its handlers go with
/// the session that held them.
fn hang_up(socket: WebSocket) {
    socket.set_onopen(None);
    socket.set_onmessage(None);
    socket.set_onclose(None);
    let _ = socket.close();
}

/// A new table on this device. Yjs's own client ids are 32 bits: the
/// relay reads ours as it does.
fn new_table() -> LiveTable {
    LiveTable::new(u64::from_le_bytes(random()) & 0xffff_ffff)
}

/// The name a player typed is their character's, whatever its case or the
/// spaces around it.
fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

fn same_character(a: &Tracker, b: &Tracker) -> bool {
    a.sheet() == b.sheet() && a.journal() == b.journal()
}

/// The GM's action, said so in the journal of the character it touched.
fn by_gm(step: Recorded) -> Recorded {
    match step {
        Recorded::Ran { command, note, faces } => {
            let note = Some(match note {
                Some(note) => format!("{note} {}", crate::text::live::BY_GM),
                None => crate::text::live::BY_GM.to_string(),
            });
            Recorded::Ran { command, note, faces }
        }
        Recorded::Undid => Recorded::Undid,
    }
}
