//! Table des Folies: all twelve rows, the madness under way highlighted.

use leptos::prelude::*;

use crate::rules::insanity::madness::MadnessKind;
use crate::state::SheetStore;
use crate::text;
use crate::text::rules::{madness_effect, madness_ending, madness_name, madness_range};

#[component]
pub fn MadnessTable() -> impl IntoView {
    let store = SheetStore::use_store();
    let current = store.select(|s| s.madness().map(|m| m.kind));
    view! {
        <section class="panel table-panel" aria-labelledby="table-heading">
            <h2 id="table-heading">{text::TABLE_HEADING}</h2>
            <table data-testid="madness-table">
                <thead>
                    <tr>
                        <th scope="col">{text::TABLE_D20}</th>
                        <th scope="col">{text::TABLE_NAME}</th>
                        <th scope="col">{text::TABLE_EFFECT}</th>
                        <th scope="col">{text::TABLE_END}</th>
                    </tr>
                </thead>
                <tbody>
                    {MadnessKind::TABLE.into_iter().map(|kind| {
                        let is_current = move || current.get() == Some(kind);
                        view! {
                            <tr
                                data-testid="madness-row"
                                data-range=kind.range_code()
                                class:current=is_current
                                aria-current=move || is_current().then_some("true")
                            >
                                <td>{madness_range(kind)}</td>
                                <th scope="row">{madness_name(kind)}</th>
                                <td>{madness_effect(kind)}</td>
                                <td>{madness_ending(kind)}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}
