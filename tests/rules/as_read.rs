//! A sheet read from outside: its bounded numbers are read as written and
//! held to their bounds after serde, each refusal typed with its place.

use fiche_ombre::rules::character::number::NumberError;
use fiche_ombre::rules::character::sheet::{Sheet, SheetData};
use fiche_ombre::rules::checks::sheet_error::{NumberAt, Place, SheetError};
use fiche_ombre::rules::weapons_and_magic::magic::Talent;
use serde_json::{json, Value};

fn read(sheet: Value) -> Result<Sheet, SheetError> {
    let data: SheetData = serde_json::from_value(sheet).expect("serde reads any whole number");
    Sheet::try_from(data)
}

fn new_sheet() -> Value {
    serde_json::to_value(Sheet::new()).unwrap()
}

fn refused(field: &'static str, item: Option<usize>, part: Option<&'static str>, error: NumberError) -> SheetError {
    SheetError::Number(NumberAt { place: Place { field, item, part }, error })
}

#[test]
fn a_number_out_of_its_bounds_is_refused_after_serde_with_its_place() {
    let mut sheet = new_sheet();
    sheet["attributes"]["will"] = json!(31);
    assert_eq!(read(sheet), Err(refused("attributes", None, Some("will"), NumberError::TooHigh { max: 30 })));

    let mut sheet = new_sheet();
    sheet["health_bonus"] = json!(-1);
    assert_eq!(read(sheet), Err(refused("health_bonus", None, None, NumberError::TooLow { min: 0 })));

    let mut sheet = new_sheet();
    sheet["ancestry_defense"] = json!(40);
    assert_eq!(read(sheet), Err(refused("ancestry_defense", None, None, NumberError::TooHigh { max: 30 })));

    let mut sheet = new_sheet();
    sheet["profile"]["corruption"] = json!(100);
    assert_eq!(read(sheet), Err(refused("profile", None, Some("corruption"), NumberError::TooHigh { max: 99 })));

    let talent = |uses| json!({"id": 0, "name": "Rage", "description": "", "uses": uses, "spent": 0});
    let mut sheet = new_sheet();
    sheet["talents"] = json!([talent(3), talent(100)]);
    sheet["next_talent_id"] = json!(2);
    assert_eq!(read(sheet), Err(refused("talents", Some(1), Some("uses"), NumberError::TooHigh { max: 99 })));

    let mut sheet = new_sheet();
    sheet["equipment"] = json!([{"id": 0, "name": "Bouclier", "mode": "Add", "value": -31}]);
    sheet["next_equipment_id"] = json!(1);
    assert_eq!(read(sheet), Err(refused("equipment", Some(0), Some("value"), NumberError::TooLow { min: -30 })));
}

#[test]
fn the_numbers_are_held_to_their_bounds_before_the_sheet_is_checked() {
    // Folie above a Volonté that is itself out of bounds: the bound is said.
    let mut sheet = new_sheet();
    sheet["attributes"]["will"] = json!(40);
    sheet["insanity"] = json!(35);
    assert_eq!(read(sheet), Err(refused("attributes", None, Some("will"), NumberError::TooHigh { max: 30 })));
}

#[test]
fn numbers_within_their_bounds_and_numbers_left_out_read_as_written() {
    let mut sheet = new_sheet();
    sheet["attributes"]["will"] = json!(30);
    sheet["talents"] = json!([{"id": 0, "name": "Rage", "description": "", "uses": 99, "spent": 0}]);
    sheet["next_talent_id"] = json!(1);
    // A profile written before Vitesse was kept: a new character's 10.
    sheet["profile"].as_object_mut().unwrap().remove("speed");
    let read = read(sheet).unwrap();
    assert_eq!(read.attributes().will.value(), 30);
    assert_eq!(read.talents().iter().map(|t: &Talent| t.uses.value()).collect::<Vec<_>>(), [99]);
    assert_eq!(read.profile().speed.value(), 10);
}

#[test]
fn a_number_no_bound_comes_near_is_refused_by_serde_as_the_wrong_type() {
    let mut sheet = new_sheet();
    sheet["attributes"]["will"] = json!(3_000_000_000u64);
    let refused = serde_json::from_value::<SheetData>(sheet).err().expect("beyond an i32");
    assert!(refused.is_data() && refused.to_string().contains("expected i32"), "{refused}");
}
