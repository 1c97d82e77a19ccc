//! Vitesse under the states (SHEET.md, "Conditions"): immobilisé, stupéfait
//! and surpris hold it at 0, aveugle at 2 at most, ralenti halves it.

use fiche_ombre::rules::character::speed::speed;
use fiche_ombre::rules::conditions::ConditionCode::{self, *};

fn total(base: i32, states: &[ConditionCode]) -> (i32, Vec<ConditionCode>) {
    let breakdown = speed(base, states.iter().copied());
    assert_eq!(breakdown.base, base);
    (breakdown.total, breakdown.by)
}

#[test]
fn the_states_that_stop_movement_leave_vitesse_at_0_and_win_over_the_others() {
    assert_eq!(total(10, &[Immobilized]), (0, vec![Immobilized]));
    assert_eq!(total(10, &[Stunned]), (0, vec![Stunned]));
    assert_eq!(total(10, &[Surprised]), (0, vec![Surprised]));
    assert_eq!(total(10, &[Blinded, Immobilized, Slowed]), (0, vec![Immobilized]));
}

#[test]
fn aveugle_caps_vitesse_at_2_and_names_itself_only_when_it_lowers_it() {
    assert_eq!(total(10, &[Blinded]), (2, vec![Blinded]));
    assert_eq!(total(3, &[Blinded]), (2, vec![Blinded]));
    assert_eq!(total(2, &[Blinded]), (2, vec![]));
    assert_eq!(total(1, &[Blinded]), (1, vec![]));
}

#[test]
fn ralenti_halves_vitesse_rounded_down_after_aveugle() {
    assert_eq!(total(10, &[Slowed]), (5, vec![Slowed]));
    assert_eq!(total(5, &[Slowed]), (2, vec![Slowed]));
    assert_eq!(total(10, &[Blinded, Slowed]), (1, vec![Blinded, Slowed]));
    assert_eq!(total(0, &[Slowed]), (0, vec![Slowed]));
}

#[test]
fn the_other_states_leave_vitesse_as_it_is() {
    for code in ConditionCode::ALL {
        if ![Immobilized, Stunned, Surprised, Blinded, Slowed].contains(&code) {
            assert_eq!(total(10, &[code]), (10, vec![]), "{code:?}");
        }
    }
}
