//! The bestiary as storage holds it (`fiche-ombre:bestiaire`): a list of
//! stat blocks. A tab's change is made to the list storage holds at that
//! moment, so that another tab's models stay; every model it does not
//! change is written back as it was read, with whatever a newer build put
//! in it.

use serde::Deserialize;
use serde_json::value::RawValue;

use crate::rules::fight::bestiary::MAX_MODELS;
use crate::rules::fight::creature::Model;

/// Why a change to the bestiary was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestiaryError {
    /// A new name, and the bestiary holds [`MAX_MODELS`] already.
    Full,
    /// What storage holds is not a list (to be set aside first).
    Unreadable,
}

#[derive(Deserialize)]
struct Named {
    #[serde(default)]
    name: String,
}

fn models(stored: &str) -> Result<Vec<&RawValue>, BestiaryError> {
    serde_json::from_str(stored).map_err(|_| BestiaryError::Unreadable)
}

fn name_of(model: &RawValue) -> String {
    serde_json::from_str::<Named>(model.get()).map(|n| n.name).unwrap_or_default()
}

fn list(models: &[&str]) -> String {
    format!("[{}]", models.join(","))
}

/// `stored` with `model` first, in place of the model of its name.
pub fn remember(stored: &str, model: &Model) -> Result<String, BestiaryError> {
    let mut models = models(stored)?;
    match models.iter().position(|m| name_of(m) == model.name) {
        Some(at) => {
            models.remove(at);
        }
        None if models.len() >= MAX_MODELS => return Err(BestiaryError::Full),
        None => {}
    }
    let new = serde_json::to_string(model).unwrap_or_default();
    Ok(list(&std::iter::once(new.as_str()).chain(models.iter().map(|m| m.get())).collect::<Vec<_>>()))
}

/// `stored` without the model named `name`.
pub fn forget(stored: &str, name: &str) -> Result<String, BestiaryError> {
    let models = models(stored)?;
    Ok(list(&models.iter().filter(|m| name_of(m) != name).map(|m| m.get()).collect::<Vec<_>>()))
}

/// `stored` with `models` after its own, those whose name it holds left
/// out, as many as there is room for: the new list and how many joined.
pub fn join(stored: &str, models: &[Model]) -> Result<(String, usize), BestiaryError> {
    let kept = self::models(stored)?;
    let mut names: Vec<String> = kept.iter().map(|m| name_of(m)).collect();
    let mut joined = Vec::new();
    for model in models {
        if names.len() < MAX_MODELS && !names.contains(&model.name) {
            names.push(model.name.clone());
            joined.push(serde_json::to_string(model).unwrap_or_default());
        }
    }
    let all: Vec<&str> = kept.iter().map(|m| m.get()).chain(joined.iter().map(String::as_str)).collect();
    Ok((list(&all), joined.len()))
}
