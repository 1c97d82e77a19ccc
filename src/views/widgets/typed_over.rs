//! A number typed over, not beside: entering the field selects its text, so
//! that typing « 4 » where « 1 » was gives 4, not 14. Entered by a tap or a
//! click, the browser would put the caret where the pointer came up and
//! undo the selection: that once, it does not.

use leptos::prelude::*;

/// The selection made on entering a field, kept through the pointer's
/// release that entered it.
#[derive(Clone, Copy)]
pub struct TypedOver {
    just_entered: StoredValue<bool>,
}

impl TypedOver {
    pub fn new() -> TypedOver {
        TypedOver { just_entered: StoredValue::new(false) }
    }

    /// `on:focus`: the text selected.
    pub fn focus(self, ev: leptos::ev::FocusEvent) {
        event_target::<web_sys::HtmlInputElement>(&ev).select();
        self.just_entered.set_value(true);
    }

    /// `on:mouseup`: the release of the tap that entered keeps the selection.
    pub fn mouseup(self, ev: leptos::ev::MouseEvent) {
        if self.just_entered.get_value() {
            self.just_entered.set_value(false);
            ev.prevent_default();
        }
    }

    /// `on:blur` and `on:input`: later taps place the caret as usual.
    pub fn done(self) {
        self.just_entered.set_value(false);
    }
}

impl Default for TypedOver {
    fn default() -> Self {
        TypedOver::new()
    }
}
