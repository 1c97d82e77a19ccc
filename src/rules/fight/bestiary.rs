//! The bestiary: the stat blocks a GM typed, kept by name for the next
//! fight, newest first, at most [`MAX_MODELS`].

use super::creature::Model;

/// The bestiary keeps at most this many models.
pub const MAX_MODELS: usize = 200;

/// The bestiary is full and `model` is a new name: it is not kept (none is
/// let go to make room for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

/// Keeps `model` first, under its name (it replaces the model of that
/// name); a new name in a full bestiary is refused.
pub fn remember(models: &mut Vec<Model>, model: &Model) -> Result<(), Full> {
    let known = models.iter().position(|m| m.name == model.name);
    match known {
        Some(at) => {
            models.remove(at);
        }
        None if models.len() >= MAX_MODELS => return Err(Full),
        None => {}
    }
    models.insert(0, model.clone());
    Ok(())
}
