//! The rewrite, read from the tokens it hands to Leptos's `view!`.

use super::untype_attributes;
use quote::quote;

/// The output as one string, spaces removed so that the assertions do not
/// depend on how `proc_macro2` spaces tokens.
fn rewritten(input: proc_macro2::TokenStream) -> String {
    untype_attributes(input).to_string().replace(' ', "")
}

#[test]
fn a_typed_attribute_becomes_an_untyped_one_checked_against_leptos_name() {
    let out = rewritten(quote! { <input id="age" type="number" aria-label=label /> });
    assert!(out.starts_with("::leptos::view!{<input{"), "{out}");
    assert!(out.contains(r#"custom_attribute("id","age")"#), "{out}");
    assert!(out.contains("attribute::id::<bool>"), "{out}");
    assert!(out.contains(r#"custom_attribute("type","number")"#), "{out}");
    assert!(out.contains("attribute::r#type::<bool>"), "{out}");
    assert!(
        out.contains(
            r#"custom_attribute("aria-label",::leptos::prelude::IntoAttributeValue::into_attribute_value(label))"#
        ),
        "{out}"
    );
    assert!(out.contains("attribute::aria_label::<bool>"), "{out}");
}

#[test]
fn a_closure_is_shared_and_a_bare_name_is_true() {
    let out = rewritten(quote! { <button disabled=move || busy.get() hidden>"Go"</button> });
    assert!(
        out.contains(
            r#"custom_attribute("disabled",::leptos::prelude::IntoAttributeValue::into_attribute_value(::leptos::__as_shared_reactive_fn(move||busy.get())))"#
        ),
        "{out}"
    );
    assert!(out.contains(r#"custom_attribute("hidden",true)"#), "{out}");
}

#[test]
fn what_leptos_does_not_type_is_left_as_written() {
    let input = quote! {
        <div class="panel" style="color: red" data-testid="x" node_ref=el on:click=go class:open=open prop:value=v>
            <Field label="Nom" id="nom" />
            "texte"
        </div>
    };
    let out = rewritten(input.clone());
    assert_eq!(out, format!("::leptos::view!{{{input}}}").replace(' ', ""));
}

#[test]
fn children_are_rewritten_at_every_depth() {
    let out = rewritten(quote! { <ul><li><label for="a">"A"</label></li></ul> <p title="t"></p> });
    assert!(out.contains(r#"custom_attribute("for","a")"#), "{out}");
    assert!(out.contains("attribute::r#for::<bool>"), "{out}");
    assert!(out.contains(r#"custom_attribute("title","t")"#), "{out}");
}

#[test]
fn input_that_does_not_parse_goes_to_leptos_unchanged() {
    let input = quote! { <div id="a"> };
    assert_eq!(rewritten(input.clone()), format!("::leptos::view!{{{input}}}").replace(' ', ""));
}

#[test]
fn svg_and_mathml_are_left_to_leptos() {
    let input = quote! { <svg viewBox="0 0 10 10" role="img"><path d="M0 0" /></svg> };
    assert_eq!(rewritten(input.clone()), format!("::leptos::view!{{{input}}}").replace(' ', ""));
}
