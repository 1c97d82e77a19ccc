//! docs/rules.md, "Attributes": scores 0..=30 (default 10), modifier = score − 10.

use fiche_ombre::rules::character::attributes::{Attribute, Attributes, Score};
use fiche_ombre::rules::character::number::NumberError;

#[test]
fn modifier_is_score_minus_ten() {
    for value in 0..=30 {
        assert_eq!(Score::new(value).unwrap().modifier(), value as i32 - 10);
    }
}

#[test]
fn new_character_scores_are_ten() {
    let attributes = Attributes::default();
    for attribute in Attribute::ALL {
        assert_eq!(attributes.get(attribute).value(), 10);
    }
}

#[test]
fn scores_outside_zero_to_thirty_are_refused() {
    assert_eq!(Score::new(-1), Err(NumberError::TooLow { min: 0 }));
    assert_eq!(Score::new(31), Err(NumberError::TooHigh { max: 30 }));
    assert_eq!(Score::parse("abc"), Err(NumberError::NotANumber));
    assert_eq!(Score::parse("  "), Err(NumberError::Empty));
    assert_eq!(Score::parse("-5"), Err(NumberError::TooLow { min: 0 }));
    assert_eq!(Score::parse("999"), Err(NumberError::TooHigh { max: 30 }));
    assert_eq!(Score::parse("99999999999999999999"), Err(NumberError::NotANumber));
    assert_eq!(Score::parse(" 12 ").unwrap().value(), 12);
    assert_eq!(Score::parse("+7").unwrap().value(), 7);
}

#[test]
fn setting_one_attribute_leaves_the_others() {
    let mut attributes = Attributes::default();
    attributes.set(Attribute::Will, Score::new(14).unwrap());
    assert_eq!(attributes.will.modifier(), 4);
    assert_eq!(attributes.strength.modifier(), 0);
}

/// `is_final` says "no more typing can fix this", so a field may refuse it
/// while the player is still typing: checked against the obvious oracle,
/// every way of typing up to three more characters.
#[test]
fn a_refusal_is_final_exactly_when_no_further_typing_can_lift_it() {
    use fiche_ombre::rules::character::number::{is_final, parse_bounded};
    let alphabet: Vec<char> = "0123456789+-a ".chars().collect();
    let extend = |base: &str, depth: usize| {
        let mut all = vec![base.to_string()];
        let mut frontier = vec![base.to_string()];
        for _ in 0..depth {
            frontier = frontier.iter().flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}"))).collect();
            all.extend(frontier.iter().cloned());
        }
        all
    };
    for (min, max) in [(0, 30), (1, 30), (0, 100)] {
        for text in extend("", 2) {
            let Err(error) = parse_bounded(&text, min, max) else { continue };
            let fixable = extend(&text, 3).iter().any(|t| parse_bounded(t, min, max).is_ok());
            // A lone sign is given the benefit of the doubt (its refusal
            // comes when the field is left); everything else is exact.
            let lone_sign = matches!(text.trim_start(), "+" | "-");
            if !lone_sign {
                assert_eq!(is_final(&text, error), !fixable, "{text:?} in {min}..={max}: {error:?}");
            } else {
                assert!(!is_final(&text, error), "{text:?}");
            }
        }
    }
}
