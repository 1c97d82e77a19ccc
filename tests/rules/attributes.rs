//! RULES.md, "Attributes": scores 0..=30 (default 10), modifier = score − 10.

use fiche_ombre::rules::attributes::{Attribute, Attributes, Score};
use fiche_ombre::rules::number::NumberError;

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
