//! The store: the character in play and the last thing that happened.

use leptos::prelude::*;

use crate::rules::character::sheet::Sheet;
use crate::rules::command::{Command, CommandError};
use crate::rules::journal::event::Event;
use crate::rules::journal::tracker::{Recorded, Tracker};
use crate::rules::journal::{Journal, Maker};
use crate::rules::rolls::dice::RealRoller;
use crate::text;

/// Which part of the sheet an action came from, so that each panel shows
/// only what its own buttons did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Edit,
    Insanity,
    Conditions,
    /// `Fin du round`, in the bar at the bottom.
    Round,
    /// A step of time for the whole table (the table view).
    Table,
    Time,
    Madness,
    Roll,
    Health,
    Weapons,
    Magic,
    /// The Combat panel on Jeu: attacks, damage, spells and talents.
    Fight,
    Undo,
}

/// The character in play, shared through context; cheap to copy. Named
/// apart from Leptos's `reactive_stores::Store`, which it is not.
#[derive(Clone, Copy)]
pub struct SheetStore {
    tracker: RwSignal<Tracker>,
    /// Fires when the journal changes (an action with events, an undo,
    /// another character, emptying it), so that its readers do not re-run
    /// on every edit of the sheet.
    journal_changed: Trigger,
    /// The events of the last action and where it came from.
    last: RwSignal<Option<(Origin, Vec<Event>)>>,
    /// What the live region reads out (rolls, new conditions).
    announcement: RwSignal<String>,
    /// "Annulé : …", beside `Annuler` for a few seconds.
    undone: RwSignal<Option<String>>,
    /// Counts the changes of the character in play (every action, undo,
    /// replacement), so that the saver can tell "untouched since written"
    /// without serialising it. Not reactive: read when saving.
    generation: StoredValue<u64>,
    /// Where its commands run: on its character with the real dice (the
    /// app's), or, for a module's copy of the app's character in play
    /// (Fiche, in the share module), in the app's store, the one way into
    /// the rules; the copy then follows the app's notices. A module's copy
    /// never links the rules' engine.
    runs: StoredValue<Runs>,
}

type Runs = Box<dyn Fn(&Command) -> Result<Vec<Event>, CommandError> + Send + Sync>;
type Forward = Callback<Command, Result<(Vec<Event>, Option<Sheet>), CommandError>>;

impl SheetStore {
    pub fn new(tracker: Tracker) -> SheetStore {
        let store = SheetStore::running(tracker);
        store.runs.set_value(Box::new(move |command| store.run_here(command)));
        store
    }

    /// A module's copy of the app's character in play: `forward` runs each
    /// command in the app and returns what it did and the sheet it left,
    /// shown at once (the app's notice brings the same sheet later).
    pub fn forwarding(tracker: Tracker, forward: Forward) -> SheetStore {
        let store = SheetStore::running(tracker);
        store.runs.set_value(Box::new(move |command: &Command| {
            let (events, sheet) = forward.run(command.clone())?;
            if let Some(sheet) = sheet {
                store.follow(Tracker::new(sheet));
            }
            Ok(events)
        }));
        store
    }

    /// A store whose commands do nothing until it is told where they run.
    fn running(tracker: Tracker) -> SheetStore {
        SheetStore {
            tracker: RwSignal::new(tracker),
            journal_changed: Trigger::new(),
            last: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            undone: RwSignal::new(None),
            generation: StoredValue::new(0),
            runs: StoredValue::new(Box::new(|_: &Command| Ok(Vec::new()))),
        }
    }

    /// The app's character in play as it now is (a module's copy), keeping
    /// what the last action did on screen.
    pub fn follow(&self, tracker: Tracker) {
        self.tracker.set(tracker);
        self.changed(true);
    }

    /// The store provided by the app.
    pub fn use_store() -> SheetStore {
        expect_context::<SheetStore>()
    }

    /// Reads the sheet, tracking it.
    pub fn with_sheet<T>(&self, read: impl FnOnce(&Sheet) -> T) -> T {
        self.tracker.with(|t| read(t.sheet()))
    }

    /// A value derived from the sheet, recomputed on each change of the
    /// sheet but passed on only when it differs: its readers run when
    /// their number changes, not on every edit.
    pub fn select<T>(&self, read: impl Fn(&Sheet) -> T + Send + Sync + 'static) -> Memo<T>
    where
        T: PartialEq + Send + Sync + 'static,
    {
        let tracker = self.tracker;
        Memo::new(move |_| tracker.with(|t| read(t.sheet())))
    }

    /// Reads the journal, tracking its changes only.
    pub fn with_journal<T>(&self, read: impl FnOnce(&Journal) -> T) -> T {
        self.journal_changed.track();
        self.tracker.with_untracked(|t| read(t.journal()))
    }

    /// Reads the sheet without tracking it (event handlers, tests).
    pub fn with_sheet_untracked<T>(&self, read: impl FnOnce(&Sheet) -> T) -> T {
        self.tracker.with_untracked(|t| read(t.sheet()))
    }

    /// Reads the journal without tracking it.
    pub fn with_journal_untracked<T>(&self, read: impl FnOnce(&Journal) -> T) -> T {
        self.tracker.with_untracked(|t| read(t.journal()))
    }

    /// Reads the whole tracker without tracking it.
    pub fn with_tracker_untracked<T>(&self, read: impl FnOnce(&Tracker) -> T) -> T {
        self.tracker.with_untracked(read)
    }

    /// Reads the whole tracker, tracking it (for saving).
    pub fn with_tracker<T>(&self, read: impl FnOnce(&Tracker) -> T) -> T {
        self.tracker.with(read)
    }

    /// Changes so far of the character in play (see `generation`).
    pub fn generation(&self) -> u64 {
        self.generation.get_value()
    }

    /// After every change of the character in play: one more generation,
    /// and the journal's readers told when the journal changed too.
    fn changed(&self, journal: bool) {
        self.generation.update_value(|n| *n += 1);
        if journal {
            self.journal_changed.notify();
        }
    }

    pub fn can_undo(&self) -> bool {
        self.tracker.with(Tracker::can_undo)
    }

    pub fn can_undo_untracked(&self) -> bool {
        self.tracker.with_untracked(Tracker::can_undo)
    }

    pub fn last_events(&self, origin: Origin) -> Vec<Event> {
        self.last.with(|last| match last {
            Some((o, events)) if *o == origin => events.clone(),
            _ => Vec::new(),
        })
    }

    /// The last action that did something: where it was taken, and what
    /// happened (empty for an undo).
    pub fn last_action(&self) -> Option<(Origin, Vec<Event>)> {
        self.last.get()
    }

    pub fn announcement(&self) -> String {
        self.announcement.get()
    }

    /// Runs a command with the real dice and returns what happened. A
    /// refusal comes back as a French message and changes nothing.
    pub fn run(&self, origin: Origin, command: Command) -> Result<Vec<Event>, CommandError> {
        self.execute(origin, &command)
    }

    /// [`SheetStore::run`] with the command borrowed.
    pub fn execute(&self, origin: Origin, command: &Command) -> Result<Vec<Event>, CommandError> {
        let events = self.runs.with_value(|runs| runs(command))?;
        if origin != Origin::Edit || !events.is_empty() {
            self.last.set(Some((origin, events.clone())));
            // What `Annuler` said is over once something else happens.
            if self.undone.with_untracked(Option::is_some) {
                self.undone.set(None);
            }
        }
        Ok(events)
    }

    /// A command on this store's own character, with the real dice.
    fn run_here(&self, command: &Command) -> Result<Vec<Event>, CommandError> {
        let events = self
            .tracker
            .try_update_untracked(|t| t.execute(command, &mut RealRoller))
            .expect("the store's signal lives as long as the app")?;
        self.tracker.notify();
        self.changed(!events.is_empty());
        self.announce(&events);
        Ok(events)
    }

    /// Changes the character by `act` (several commands of the rules at
    /// once: the table's), saved like any action; the table says what
    /// happened, not the sheet's result bar.
    pub fn change<T>(&self, act: impl FnOnce(&mut Tracker) -> Result<T, CommandError>) -> Result<T, CommandError> {
        // A refusal may follow an action already taken (a roll, then its
        // consequence): the character is shown and saved either way.
        let outcome = self.tracker.try_update_untracked(act).expect("the store's signal lives as long as the app");
        self.tracker.notify();
        self.changed(true);
        outcome
    }

    /// Takes back the last action, and says which one ("Annulé : …"),
    /// for a few seconds beside `Annuler` and to screen readers.
    pub fn undo(&self) {
        let action = self.tracker.with_untracked(Tracker::next_undo_action);
        if self.take_back() {
            // What it did, as its journal said it: the step of time when it
            // was one (the player pressed « Fin du round », not « d6 [1] »),
            // else its main line, else its first.
            let said = self.tracker.with_untracked(|t| {
                let lines: Vec<_> = t.journal().entries().iter().filter(|e| Some(e.action) == action).collect();
                let step = lines.iter().find(|e| e.event.time_passed().is_some());
                let main = step.or_else(|| lines.iter().find(|e| !e.event.is_note())).or(lines.first());
                main.map(|e| text::journal::describe(&e.event))
            });
            let message = text::undone(said.as_deref());
            self.announcement.set(message.clone());
            self.undone.set(Some(message));
            let undone = self.undone;
            set_timeout(move || undone.set(None), std::time::Duration::from_secs(4));
        }
    }

    /// Takes back the last action without a word (the caller says what it
    /// undid); false when there was nothing to undo.
    pub fn take_back(&self) -> bool {
        let undone = self.tracker.try_update_untracked(Tracker::undo).unwrap_or(false);
        if undone {
            self.tracker.notify();
            self.changed(true);
            self.last.set(Some((Origin::Undo, Vec::new())));
        }
        undone
    }

    /// What the last `Annuler` took back, shown for a few seconds.
    pub fn undone_message(&self) -> Option<String> {
        self.undone.get()
    }

    /// Puts another character in play (opening, or adopting another tab's
    /// newer save). Its own undo history comes with it.
    pub fn replace(&self, tracker: Tracker) {
        self.tracker.set(tracker);
        self.changed(true);
        self.last.set(None);
    }

    /// At a live table: what the character in play ran since the last time
    /// (it keeps what it runs from now on). Nothing is shown or saved again.
    pub fn take_recorded(&self, by: Maker) -> Vec<Recorded> {
        let taken = self.tracker.try_update_untracked(|t| {
            t.record(by);
            t.take_recorded()
        });
        taken.unwrap_or_default()
    }

    /// The character in play left the live table.
    pub fn stop_recording(&self) {
        self.tracker.update(Tracker::stop_recording);
    }

    /// A copy of the character in play, untracked.
    pub fn snapshot(&self) -> Tracker {
        self.tracker.get_untracked()
    }

    pub fn clear_journal(&self) {
        self.tracker.update(Tracker::clear_journal);
        self.changed(true);
    }

    /// Rolls and new conditions are read out to screen readers.
    fn announce(&self, events: &[Event]) {
        let said: Vec<String> =
            events.iter().filter(|e| !matches!(e, Event::TimePassed { .. })).map(text::journal::describe).collect();
        if !said.is_empty() {
            self.announcement.set(said.join(" "));
        }
    }
}
