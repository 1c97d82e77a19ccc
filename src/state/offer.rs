//! The characters a link, a paste of links or a file offers, waiting for
//! the player's answer in the import dialog: one in each module that has
//! the dialog, provided under its owner, shared by the dialog and the share
//! panel's links and files, or the table view's players' links.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::save::file::TableParts;
use crate::save::foundry::{Brought, Difference, FoundryCharacter, LeftOut};
use crate::save::share::{self, Shared};
use crate::state::browser::{clear_fragment, fragment};

/// The characters links offer: one for the module, shared by the dialog,
/// the share panel's files and the table view's players' links.
#[derive(Clone, Copy)]
pub struct Offer {
    pub characters: RwSignal<Vec<Shared>>,
    /// Links among the same paste that could not be read, said in the dialog.
    pub problems: RwSignal<Vec<String>>,
    /// Where the keyboard was when the dialog opened: it goes back there.
    before: StoredValue<Option<web_sys::HtmlElement>, LocalStorage>,
    /// For a character from Foundry VTT: what came over and what did not.
    pub foundry: RwSignal<Option<FoundryReport>>,
    /// A file's bestiary and fight, brought back only with `Importer`.
    pub table: RwSignal<Option<TableParts>>,
}

/// What the preview of a Foundry VTT character lists beside it.
#[derive(Clone)]
pub struct FoundryReport {
    pub version: Option<String>,
    pub brought: Vec<Brought>,
    pub left_out: Vec<LeftOut>,
    pub differences: Vec<Difference>,
}

impl Offer {
    /// Provides the module's offer to everything it mounts (under the
    /// module's owner, which lives as long as the page).
    pub fn provide() {
        provide_context(Offer {
            characters: RwSignal::new(Vec::new()),
            problems: RwSignal::new(Vec::new()),
            before: StoredValue::new_local(None),
            foundry: RwSignal::new(None),
            table: RwSignal::new(None),
        });
    }

    /// The offer the module's owner provides.
    pub fn use_offer() -> Offer {
        expect_context::<Offer>()
    }

    pub fn is_open(&self) -> bool {
        self.characters.with(|c| !c.is_empty())
    }

    /// Opens the dialog on these characters, saying which links could not
    /// be read beside them.
    pub fn offer(&self, characters: Vec<Shared>, problems: Vec<String>) {
        self.problems.set(problems);
        self.open(characters);
    }

    /// Opens the dialog on a file's characters, with the GM's bestiary and
    /// fight it carries.
    pub fn offer_file(&self, characters: Vec<Shared>, table: TableParts) {
        let carries = table.bestiary.is_some() || table.fight.is_some();
        self.table.set(carries.then_some(table));
        self.offer(characters, Vec::new());
    }

    /// Opens the dialog on a character read from a Foundry VTT export.
    pub fn offer_foundry(&self, character: FoundryCharacter) {
        let FoundryCharacter { sheet, version, brought, left_out, differences } = character;
        self.foundry.set(Some(FoundryReport { version, brought, left_out, differences }));
        self.problems.set(Vec::new());
        self.open(vec![Shared { identity: None, sheet, journal: None, unknown: None }]);
    }

    pub fn open(&self, characters: Vec<Shared>) {
        // Where the keyboard was, before the page behind goes inert.
        let active = document().active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        self.before.set_value(active);
        self.characters.set(characters);
    }

    /// Closes the dialog, the link out of the address, the keyboard back
    /// where it was.
    pub fn close(&self) {
        if share::is_link(&fragment()) {
            clear_fragment();
        }
        self.characters.set(Vec::new());
        self.problems.set(Vec::new());
        self.foundry.set(None);
        self.table.set(None);
        let before = self.before;
        // Once the page behind is no longer inert (the next task).
        set_timeout(
            move || {
                if let Some(element) = before.get_value() {
                    let _ = element.focus();
                }
            },
            std::time::Duration::ZERO,
        );
    }
}
