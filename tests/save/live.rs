//! The live table's promises (shared/LIVE.md), held natively: two devices
//! acting on one character at once both count, once; every device ends with
//! the same character and journal; the rules refuse the same way
//! everywhere; a relay that forgot loses nothing; `Annuler` is one's own;
//! what a peer sends is checked before it touches anything.

use fiche_ombre::rules::command::{Command, CommandError};
use fiche_ombre::rules::journal::event::Event;
use fiche_ombre::rules::journal::tracker::{SavedTracker, Tracker};
use fiche_ombre::rules::journal::Maker;
use fiche_ombre::rules::rolls::dice::{RealRoller, ScriptedRoller};
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::save::live::action::{PeerError, MAX_NOTE};
use fiche_ombre::save::live::table::{LiveTable, Replayed};
use fiche_ombre::save::live::wire::{hear, hello, update, Heard};
use proptest::prelude::*;

use crate::strategies::{command, seeded};

const ALINE: &str = "aline";

fn aline() -> Tracker {
    let mut tracker = Tracker::default();
    tracker.execute(&Command::SetName("Aline".into()), &mut RealRoller).unwrap();
    tracker
}

/// Both ways, everything each lacks: what the relay does between two
/// devices once they are both connected.
fn exchange(a: &LiveTable, b: &LiveTable) {
    a.apply(&b.missing_for(&a.state_vector())).unwrap();
    b.apply(&a.missing_for(&b.state_vector())).unwrap();
}

fn replayed(table: &LiveTable) -> Replayed {
    table.replay(ALINE).expect("Aline is at the table").expect("her starting point reads")
}

fn fixed(n: i32) -> Amount {
    Amount::fixed(n).unwrap()
}

/// The GM's device (1) with Aline at its table, and a player's (2) that has
/// seen it.
fn gm_and_player() -> (LiveTable, LiveTable) {
    let gm = LiveTable::new(1);
    gm.join(ALINE, &aline());
    let player = LiveTable::new(2);
    exchange(&gm, &player);
    (gm, player)
}

/// `command` on Aline on `device` (the GM's is device 1), accepted there.
fn run(device: &LiveTable, command: Command) {
    let by_gm = device.device() == 1;
    device.act(ALINE, by_gm, command, None, &mut RealRoller).unwrap().unwrap();
}

#[test]
fn the_gm_and_the_player_acting_at_once_both_count_once() {
    let (gm, player) = gm_and_player();
    run(&player, Command::TakeDamage(fixed(5)));
    exchange(&gm, &player);
    // At the same moment, neither having seen the other: 3 damage from the
    // GM, 2 healed by the player.
    let note = Some("Gobelin 1 — Lance : 3 dégâts (par le MJ)".to_string());
    gm.act(ALINE, true, Command::TakeDamage(fixed(3)), note, &mut RealRoller).unwrap().unwrap();
    run(&player, Command::Heal(fixed(2)));
    exchange(&gm, &player);
    let (on_gm, on_player) = (replayed(&gm), replayed(&player));
    assert_eq!(on_gm, on_player, "one truth");
    assert_eq!(on_gm.tracker.sheet().damage(), 6, "5, then 3 and −2 each once");
    assert!(on_gm.refused.is_empty());
    let lines = on_gm.tracker.journal().entries().len();
    assert_eq!(lines, replayed(&player).tracker.journal().entries().len());
}

#[test]
fn every_device_says_which_device_made_each_line() {
    let (gm, player) = gm_and_player();
    run(&player, Command::TakeDamage(fixed(5)));
    run(&gm, Command::Heal(fixed(2)));
    exchange(&gm, &player);
    for table in [&gm, &player] {
        let journal = replayed(table).tracker.journal().clone();
        let makers: Vec<Option<Maker>> = journal.entries().iter().map(|e| journal.made_by(e.action)).collect();
        assert!(makers.contains(&Some(Maker::Player)) && makers.contains(&Some(Maker::Gm)), "{makers:?}");
        let damage = journal.entries().iter().find(|e| matches!(e.event, Event::DamageTaken { .. })).unwrap();
        assert_eq!(journal.made_by(damage.action), Some(Maker::Player));
        let healed = journal.entries().iter().find(|e| matches!(e.event, Event::Healed { .. })).unwrap();
        assert_eq!(journal.made_by(healed.action), Some(Maker::Gm));
    }
    // Kept in the record (beside the journal), and back as it was.
    let tracker = replayed(&gm).tracker;
    let json = serde_json::to_string(&tracker).unwrap();
    assert!(json.contains("\"made_by\":[["), "{json}");
    let saved: SavedTracker = serde_json::from_str(&json).unwrap();
    let back = Tracker::try_from(saved).unwrap();
    assert_eq!((back.sheet(), back.journal()), (tracker.sheet(), tracker.journal()));
    // A character that never sat at a live table writes no such field.
    assert!(!serde_json::to_string(&aline()).unwrap().contains("made_by"));
}

#[test]
fn an_action_the_merged_character_refuses_is_refused_on_every_device() {
    use fiche_ombre::rules::conditions::ConditionCode;
    let gm = LiveTable::new(1);
    gm.join(ALINE, &aline());
    let frightened = Command::AddCondition { code: ConditionCode::Frightened, rounds: None };
    run(&gm, frightened);
    let player = LiveTable::new(2);
    exchange(&gm, &player);
    // Both end Aline's effrayé at the same moment: one of them ends it,
    // the other finds it gone, on both devices alike.
    let end = Command::RemoveCondition(ConditionCode::Frightened);
    run(&gm, end.clone());
    run(&player, end.clone());
    exchange(&gm, &player);
    let (on_gm, on_player) = (replayed(&gm), replayed(&player));
    assert_eq!(on_gm, on_player);
    assert_eq!(on_gm.refused.iter().map(|r| r.2).collect::<Vec<_>>(), vec![CommandError::NoSuchCondition]);
    assert!(on_gm.tracker.sheet().conditions().is_empty());
    // Once merged, the rules refuse here before anything is kept.
    assert_eq!(player.act(ALINE, false, end, None, &mut RealRoller).unwrap(), Err(CommandError::NoSuchCondition));
    assert_eq!(replayed(&player), on_player, "nothing kept of a refused action");
}

#[test]
fn dice_are_rolled_once_and_replayed_the_same_everywhere() {
    let gm = LiveTable::new(1);
    gm.join(ALINE, &aline());
    let mut dice = ScriptedRoller::new([4, 3]);
    let amount = Amount::parse("2d6").unwrap();
    gm.act(ALINE, true, Command::TakeDamage(amount), None, &mut dice).unwrap().unwrap();
    assert_eq!(dice.remaining(), 0);
    let player = LiveTable::new(2);
    exchange(&gm, &player);
    assert_eq!(replayed(&player).tracker.sheet().damage(), 7);
    assert_eq!(replayed(&player), replayed(&gm));
}

#[test]
fn annuler_takes_back_ones_own_last_action_never_anothers() {
    let (gm, player) = gm_and_player();
    run(&gm, Command::TakeDamage(fixed(3)));
    exchange(&gm, &player);
    run(&player, Command::TakeDamage(fixed(1)));
    exchange(&gm, &player);
    // The GM's Annuler takes back the GM's 3, not the player's later 1.
    assert!(gm.undo(ALINE, true));
    exchange(&gm, &player);
    assert_eq!(replayed(&player).tracker.sheet().damage(), 1);
    assert!(!gm.undo(ALINE, true), "the GM has nothing more of its own to take back");
    assert!(player.undo(ALINE, false));
    exchange(&gm, &player);
    assert_eq!(replayed(&gm).tracker.sheet().damage(), 0);
    assert_eq!(replayed(&gm), replayed(&player));
}

#[test]
fn a_relay_restarted_empty_gets_everything_back_from_the_devices() {
    let (gm, player) = gm_and_player();
    // The relay holds a copy as devices send; it is killed, then starts
    // with nothing. Meanwhile each device acted.
    run(&gm, Command::TakeDamage(fixed(2)));
    run(&player, Command::GainInsanity(fixed(1)));
    let relay = LiveTable::new(99);
    // Each device greets the new relay, which asks for all it lacks.
    for device in [&gm, &player] {
        let Heard::Answer { reply } = hear(device, &hello(&relay)).unwrap() else { panic!("no answer") };
        assert_eq!(hear(&relay, &reply).unwrap(), Heard::CaughtUp);
        let Heard::Answer { reply } = hear(&relay, &hello(device)).unwrap() else { panic!("no answer") };
        hear(device, &reply).unwrap();
    }
    let Heard::Answer { reply } = hear(&relay, &hello(&gm)).unwrap() else { panic!("no answer") };
    hear(&gm, &reply).unwrap();
    assert_eq!(replayed(&gm), replayed(&player));
    assert_eq!(replayed(&relay), replayed(&gm));
    assert_eq!(replayed(&gm).tracker.sheet().damage(), 2);
    assert_eq!(replayed(&gm).tracker.sheet().insanity(), 1);
}

#[test]
fn what_a_peer_sends_is_checked_before_it_touches_anything() {
    let gm = LiveTable::new(1);
    gm.join(ALINE, &aline());
    let before = gm.state();
    assert_eq!(gm.apply(&[0xff, 0x00, 0x13]), Err(PeerError::Malformed));
    assert!(hear(&gm, &[9, 9, 9, 9]).is_err());
    assert_eq!(gm.state(), before, "nothing changed");
    // A peer's action with a note past its bound, or an entry that is no
    // action at all: set aside, the rest replays.
    let peer = LiveTable::new(7);
    exchange(&gm, &peer);
    let long = "é".repeat(MAX_NOTE + 1);
    peer.act(ALINE, false, Command::TakeDamage(fixed(2)), Some(long), &mut RealRoller).unwrap().unwrap();
    run(&peer, Command::TakeDamage(fixed(1)));
    exchange(&gm, &peer);
    let on_gm = replayed(&gm);
    assert_eq!(on_gm.set_aside, 1);
    assert_eq!(on_gm.tracker.sheet().damage(), 1);
    // A message of the protocol sent as an update (wrapped twice) is not
    // an update either.
    assert_eq!(hear(&gm, &update(update(vec![1, 2, 3]))), Err(PeerError::Malformed));
}

#[test]
fn a_table_kept_on_the_device_comes_back_whole() {
    let player = LiveTable::new(2);
    player.join(ALINE, &aline());
    run(&player, Command::TakeDamage(fixed(4)));
    let kept = LiveTable::restore(2, &player.state()).unwrap();
    assert_eq!(replayed(&kept), replayed(&player));
    // Its next action does not reuse a count of the earlier ones.
    run(&kept, Command::TakeDamage(fixed(1)));
    assert!(kept.undo(ALINE, false));
    assert_eq!(replayed(&kept).tracker.sheet().damage(), 4);
    assert_eq!(LiveTable::restore(2, b"not a table").err(), Some(PeerError::Malformed));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any interleaving of two devices' actions, exchanged at any moments,
    /// ends with one character on both, every accepted action once.
    #[test]
    fn any_interleaving_of_two_devices_converges(
        steps in prop::collection::vec((any::<bool>(), command(), any::<bool>()), 1..24),
        seed in any::<u64>(),
    ) {
        let (a, b) = gm_and_player();
        let mut dice = seeded(seed);
        for (on_a, command, sync_after) in steps {
            let device = if on_a { &a } else { &b };
            let _ = device.act(ALINE, !on_a, command, None, &mut dice);
            if sync_after {
                exchange(&a, &b);
            }
        }
        exchange(&a, &b);
        prop_assert_eq!(replayed(&a), replayed(&b));
    }

    /// A device goes on from its last replay when only new actions came:
    /// after every step, undos and merges included, it holds what a
    /// replay from the start makes.
    #[test]
    fn going_on_from_the_last_replay_is_replaying_from_the_start(
        steps in prop::collection::vec((any::<bool>(), command(), 0u8..4), 1..24),
        seed in any::<u64>(),
    ) {
        let (a, b) = gm_and_player();
        let mut dice = seeded(seed);
        for (on_a, command, then) in steps {
            let device = if on_a { &a } else { &b };
            match then {
                0 => {
                    device.undo(ALINE, !on_a);
                }
                1 => exchange(&a, &b),
                _ => {
                    let _ = device.act(ALINE, !on_a, command, None, &mut dice);
                }
            }
            for table in [&a, &b] {
                let fresh = LiveTable::restore(9, &table.state()).unwrap();
                prop_assert_eq!(replayed(table), replayed(&fresh));
            }
        }
    }
}

#[test]
fn what_a_devices_app_ran_is_replayed_the_same_on_the_others() {
    let player = LiveTable::new(2);
    player.join(ALINE, &aline());
    let gm = LiveTable::new(1);
    exchange(&gm, &player);
    // The player's app runs the rules on its copy, keeping what it ran.
    let mut copy = replayed(&player).tracker;
    copy.record(Maker::Player);
    let mut dice = ScriptedRoller::new([5]);
    copy.execute(&Command::TakeDamage(Amount::parse("1d6").unwrap()), &mut dice).unwrap();
    copy.execute_noted("Soin de Bastien".into(), &Command::Heal(fixed(1)), &mut RealRoller).unwrap();
    copy.execute(&Command::GainInsanity(fixed(2)), &mut RealRoller).unwrap();
    assert!(copy.undo());
    player.record(ALINE, false, copy.take_recorded());
    assert!(copy.take_recorded().is_empty(), "taken once");
    exchange(&gm, &player);
    let on_gm = replayed(&gm).tracker;
    assert_eq!(on_gm.sheet(), copy.sheet());
    // Who made each line, as the app's copy already says it (the line
    // taken back stays there, marked, and is not replayed).
    assert_eq!(on_gm.journal().makers(), [(0, Maker::Player), (1, Maker::Player)]);
    assert_eq!(copy.journal().makers()[..2], on_gm.journal().makers()[..]);
    assert_eq!((on_gm.sheet().damage(), on_gm.sheet().insanity()), (4, 0));
    let notes: Vec<_> = on_gm.journal().entries().iter().filter(|e| matches!(e.event, Event::Note(_))).collect();
    assert_eq!(notes.len(), 1, "the note went with its action");
}

#[test]
fn a_tables_link_carries_the_relay_the_room_and_the_secret_and_nothing_else() {
    use fiche_ombre::save::live::address::{is_table_link, Address, AddressError};
    let address = Address::new("ws://192.168.1.20:8787/", [7; 32]).unwrap();
    assert_eq!(address.relay, "ws://192.168.1.20:8787");
    assert_eq!(address.room, "07".repeat(16));
    assert_eq!(address.secret.len(), 22, "128 bits, base64url");
    let fragment = address.fragment();
    assert!(is_table_link(&fragment));
    assert_eq!(Address::from_fragment(&fragment), Ok(address.clone()));
    assert_eq!(address.socket_url(), format!("ws://192.168.1.20:8787/{}", "07".repeat(16)));
    // The secret is never in the socket's address (a proxy logs it).
    assert!(!address.socket_url().contains(&address.secret));
    assert_eq!(address.on_relay("wss://relais.exemple.fr").unwrap().room, address.room);
    for relay in ["http://exemple.fr", "ws://", "ws://a b", "relais"] {
        assert_eq!(Address::new(relay, [0; 32]), Err(AddressError::Relay), "{relay}");
    }
    let cut = &fragment[..fragment.len() - 3];
    let changed = fragment.replace(&address.room, "zz");
    for damaged in [cut, changed.as_str(), "direct=ws://a~b", "p3.abc"] {
        assert_eq!(Address::from_fragment(damaged), Err(AddressError::Damaged), "{damaged}");
    }
}

#[test]
fn annuler_after_a_merge_asks_the_table_for_this_devices_last_action() {
    let player = LiveTable::new(2);
    player.join(ALINE, &aline());
    let gm = LiveTable::new(1);
    exchange(&gm, &player);
    run(&player, Command::TakeDamage(fixed(1)));
    exchange(&gm, &player);
    run(&gm, Command::TakeDamage(fixed(2)));
    exchange(&gm, &player);
    // The player's app holds the merged character, without steps of its
    // own: Annuler asks the table, which takes back the player's 1, not
    // the GM's later 2.
    let mut merged = replayed(&player).tracker;
    let mut here = Tracker::from_parts(merged.sheet().clone(), merged.journal().clone());
    assert!(!here.can_undo());
    here.record(Maker::Player);
    assert!(here.can_undo());
    assert!(here.undo());
    assert_eq!(here.sheet(), merged.sheet(), "nothing taken back here before the table says");
    player.record(ALINE, false, here.take_recorded());
    exchange(&gm, &player);
    merged = replayed(&gm).tracker;
    assert_eq!(merged.sheet().damage(), 2);
    assert_eq!(replayed(&player), replayed(&gm));
}

#[test]
fn the_gms_fight_reaches_every_device_and_its_last_version_wins() {
    use fiche_ombre::save::live::table::MAX_FIGHT_BYTES;
    let (gm, player) = gm_and_player();
    assert_eq!(player.fight(), None);
    gm.set_fight(r#"{"creatures":[],"participants":[],"next_id":1}"#);
    exchange(&gm, &player);
    assert_eq!(player.fight().as_deref(), Some(r#"{"creatures":[],"participants":[],"next_id":1}"#));
    // The same fight again changes nothing in the document.
    let seen = gm.state_vector();
    gm.set_fight(r#"{"creatures":[],"participants":[],"next_id":1}"#);
    assert_eq!(gm.state_vector(), seen);
    gm.set_fight(r#"{"creatures":[],"participants":[],"next_id":2}"#);
    exchange(&gm, &player);
    assert_eq!(player.fight().as_deref(), Some(r#"{"creatures":[],"participants":[],"next_id":2}"#));
    // A peer's fight past the bound is not read.
    let rogue = LiveTable::new(3);
    exchange(&rogue, &player);
    rogue.set_fight(&"x".repeat(MAX_FIGHT_BYTES + 1));
    exchange(&rogue, &player);
    assert_eq!(player.fight(), None);
}
