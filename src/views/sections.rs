//! The four parts of the page, one shown at a time behind tabs: Jeu (what a
//! round needs), Fiche (the whole character), Journal, Table des Folies;
//! and, instead of all four, the table view (every character at once).
//! The choice is kept in localStorage, so a reload opens where the player was.

use leptos::prelude::*;

use crate::state::browser::{focus_by_id, scroll_later_to, scroll_position};
use crate::state::storage;
use crate::text;

/// Where the player's last choice is kept (a preference of this browser,
/// not part of any character).
const SECTION_KEY: &str = "fiche-ombre:onglet";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Play,
    Sheet,
    Journal,
    Madness,
    /// The table view: not a tab, the whole page instead of the sheet.
    Table,
}

impl Section {
    /// The sheet's tabs, in order.
    pub const ALL: [Section; 4] = [Section::Play, Section::Sheet, Section::Journal, Section::Madness];

    /// The id of its panel, and the value kept in storage.
    pub fn code(self) -> &'static str {
        match self {
            Section::Play => "jeu",
            Section::Sheet => "fiche",
            Section::Journal => "journal",
            Section::Madness => "folies",
            Section::Table => "table",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Section::Play => text::SECTION_PLAY,
            Section::Sheet => text::SECTION_SHEET,
            Section::Journal => text::SECTION_JOURNAL,
            Section::Madness => text::SECTION_MADNESS,
            Section::Table => text::TABLE_VIEW,
        }
    }

    /// Its place among the sections, for what is kept per section.
    fn index(self) -> usize {
        match self {
            Section::Play => 0,
            Section::Sheet => 1,
            Section::Journal => 2,
            Section::Madness => 3,
            Section::Table => 4,
        }
    }

    fn tab_id(self) -> String {
        format!("onglet-{}", self.code())
    }
}

/// The section shown, shared through context.
#[derive(Clone, Copy)]
pub struct Shown {
    section: RwSignal<Section>,
    /// Every section is built: the page is being printed (every section is).
    all_built: RwSignal<bool>,
    /// How far down each section was when the player left it, so that
    /// coming back to Fiche finds the weapon they were editing.
    scrolled: StoredValue<[f64; 5]>,
    /// The sheet shown was opened from a table card: the way back is offered.
    from_table: RwSignal<bool>,
}

impl Shown {
    /// The one of the page, created with the player's last choice.
    pub fn provide() -> Shown {
        let kept = storage::read(SECTION_KEY).ok().flatten();
        let section = Section::ALL
            .into_iter()
            .chain([Section::Table])
            .find(|s| Some(s.code()) == kept.as_deref())
            .unwrap_or(Section::Play);
        let shown = Shown {
            section: RwSignal::new(section),
            all_built: RwSignal::new(false),
            scrolled: StoredValue::new([0.0; 5]),
            from_table: RwSignal::new(false),
        };
        let beforeprint = window_event_listener(leptos::ev::beforeprint, move |_| shown.all_built.set(true));
        on_cleanup(move || beforeprint.remove());
        provide_context(shown);
        shown
    }

    pub fn use_shown() -> Shown {
        expect_context::<Shown>()
    }

    pub fn get(&self) -> Section {
        self.section.get()
    }

    /// Opens a character's sheet from its table card, on Jeu.
    pub fn show_from_table(&self) {
        self.from_table.set(true);
        self.show(Section::Play);
    }

    /// Whether the sheet shown was opened from the table (tracked).
    pub fn from_table(&self) -> bool {
        self.from_table.get()
    }

    /// Shows `section` where the player left it, and remembers the choice
    /// (storage failing only loses the memory).
    pub fn show(&self, section: Section) {
        if self.switch_to(section) {
            scroll_later_to(self.scrolled.with_value(|s| s[section.index()]));
        }
    }

    /// Shows `section` with the focus (and so the screen) on the first
    /// element of these ids there is, once drawn: `Partager` from Jeu lands
    /// on the share panel, or on its module's place while it comes.
    pub fn show_at(&self, section: Section, ids: [&'static str; 2]) {
        self.switch_to(section);
        request_animation_frame(move || {
            let _ = focus_by_id(ids[0]) || focus_by_id(ids[1]);
        });
    }

    /// Shows `section`, keeping how far down the one left was; whether it
    /// changed.
    fn switch_to(&self, section: Section) -> bool {
        let left = self.section.get_untracked();
        if section == Section::Table && self.from_table.get_untracked() {
            self.from_table.set(false);
        }
        if left == section {
            return false;
        }
        let here = scroll_position();
        self.scrolled.update_value(|s| s[left.index()] = here);
        self.section.set(section);
        let _ = storage::write(SECTION_KEY, section.code());
        true
    }
}

/// The tab bar (WAI-ARIA tabs: arrow keys, Home and End move between tabs).
#[component]
pub fn SectionTabs() -> impl IntoView {
    let shown = Shown::use_shown();
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let at = Section::ALL.iter().position(|s| *s == shown.get()).unwrap_or(0);
        let last = Section::ALL.len() - 1;
        let next = match ev.key().as_str() {
            "ArrowRight" => (at + 1) % Section::ALL.len(),
            "ArrowLeft" => (at + last) % Section::ALL.len(),
            "Home" => 0,
            "End" => last,
            _ => return,
        };
        ev.prevent_default();
        let section = Section::ALL[next];
        shown.show(section);
        focus_by_id(&section.tab_id());
    };
    view! {
        <div class="tabs" role="tablist" aria-label=text::SECTIONS on:keydown=on_key>
            {Section::ALL.into_iter().map(|section| {
                let selected = move || shown.get() == section;
                view! {
                    <button
                        type="button"
                        role="tab"
                        id=section.tab_id()
                        aria-controls=section.code()
                        aria-selected=move || selected().to_string()
                        tabindex=move || if selected() { "0" } else { "-1" }
                        on:click=move |_| shown.show(section)
                    >
                        {section.label()}
                    </button>
                }
            }).collect_view()}
        </div>
    }
}

/// One section's panel; only the shown one is displayed.
///
/// A `lazy` panel is built when it is first shown (or printed), then kept:
/// the first screen of the app waits for Jeu and the journal only, not for
/// the whole sheet. Not built in idle time either: that would be one long
/// task on a phone's main thread just after the first screen (Lighthouse's
/// Total Blocking Time went from 105 to 184 ms with it).
#[component]
pub fn SectionPanel(section: Section, #[prop(optional)] lazy: bool, children: ChildrenFn) -> impl IntoView {
    let shown = Shown::use_shown();
    // Once true, stays true: the memo never changes again, so the children
    // are built once.
    let built = Memo::new(move |before: Option<&bool>| {
        before == Some(&true) || !lazy || shown.get() == section || shown.all_built.get()
    });
    view! {
        <div
            class=format!("section section-{}", section.code())
            class:shown=move || shown.get() == section
            role="tabpanel"
            id=section.code()
            aria-labelledby=section.tab_id()
            tabindex="-1"
        >
            {move || built.get().then(|| children())}
        </div>
    }
}
