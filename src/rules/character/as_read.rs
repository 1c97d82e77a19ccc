//! A record as read from outside: its bounded numbers kept as written
//! until [`CheckNumbers`] holds each to its bounds, once serde is done, so
//! that a refusal says which number, where, and which bound (serde could
//! carry it only as text).

use std::marker::PhantomData;

use super::number::{Bounded, NumberError};
use crate::rules::checks::sheet_error::{NumberAt, Place};

/// How a record holds its bounded numbers: [`Checked`], as the rules keep
/// them, or [`AsRead`], as serde read them from outside, to be checked
/// after (so that a refusal says, typed, which bound and where).
pub trait Form {
    type Number<B: Bounded>;
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Checked;

impl Form for Checked {
    type Number<B: Bounded> = B;
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AsRead;

impl Form for AsRead {
    type Number<B: Bounded> = Unchecked<B>;
}

/// A bounded number as written, not yet held to its bounds: any whole
/// number an `i32` holds (the checked number writes itself as an `i64`,
/// which reads back the same in JSON and in a link's varints).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[serde(from = "i32", into = "i64")]
pub struct Unchecked<B: Bounded> {
    value: i32,
    bounds: PhantomData<B>,
}

impl<B: Bounded> Unchecked<B> {
    pub fn check(self) -> Result<B, NumberError> {
        B::new(i64::from(self.value))
    }

    pub fn value(self) -> i32 {
        self.value
    }
}

/// Absent from what was read: the number a new character has.
impl<B: Bounded> Default for Unchecked<B> {
    fn default() -> Self {
        Unchecked { value: B::default().value(), bounds: PhantomData }
    }
}

impl<B: Bounded> From<i32> for Unchecked<B> {
    fn from(value: i32) -> Self {
        Unchecked { value, bounds: PhantomData }
    }
}

impl<B: Bounded> From<B> for Unchecked<B> {
    fn from(number: B) -> Self {
        Unchecked { value: number.value(), bounds: PhantomData }
    }
}

impl<B: Bounded> From<Unchecked<B>> for i64 {
    fn from(number: Unchecked<B>) -> i64 {
        i64::from(number.value)
    }
}

/// The form a field the rules keep is read in from outside.
pub trait ReadAs: Sized {
    type Read: CheckNumbers<Checked = Self>;
}

impl<T: ReadAs> ReadAs for Option<T> {
    type Read = Option<T::Read>;
}

impl<T: ReadAs> ReadAs for Vec<T> {
    type Read = Vec<T::Read>;
}

/// A record, or one field of it, as read, made the one the rules keep: a
/// number out of its bounds is noted in `first` (the first one only, with
/// its place) and stands at its default until the whole is refused.
pub trait CheckNumbers: Sized {
    type Checked;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Self::Checked;
}

impl<B: Bounded> CheckNumbers for Unchecked<B> {
    type Checked = B;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> B {
        self.check().unwrap_or_else(|error| {
            first.get_or_insert(NumberAt { place: *at, error });
            B::default()
        })
    }
}

impl<T: CheckNumbers> CheckNumbers for Option<T> {
    type Checked = Option<T::Checked>;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Self::Checked {
        self.map(|value| value.check_numbers(at, first))
    }
}

impl<T: CheckNumbers> CheckNumbers for Vec<T> {
    type Checked = Vec<T::Checked>;
    fn check_numbers(self, at: &Place, first: &mut Option<NumberAt>) -> Self::Checked {
        self.into_iter().enumerate().map(|(i, value)| value.check_numbers(&at.item(i), first)).collect()
    }
}

/// A record's bounded number `part`, held to its bounds.
pub fn part<B: Bounded>(number: Unchecked<B>, at: &Place, part: &'static str, first: &mut Option<NumberAt>) -> B {
    number.check().unwrap_or_else(|error| {
        first.get_or_insert(NumberAt { place: at.part(part), error });
        B::default()
    })
}

/// Fields with no bounded number in them, read as they are kept.
macro_rules! no_numbers {
    ($($type:ty),*) => {
        $(impl $crate::rules::character::as_read::ReadAs for $type {
            type Read = $type;
        }

        impl $crate::rules::character::as_read::CheckNumbers for $type {
            type Checked = $type;
            fn check_numbers(
                self,
                _: &$crate::rules::checks::sheet_error::Place,
                _: &mut Option<$crate::rules::checks::sheet_error::NumberAt>,
            ) -> $type {
                self
            }
        })*
    };
}
pub(crate) use no_numbers;

no_numbers!(String, u32, i32, bool);
