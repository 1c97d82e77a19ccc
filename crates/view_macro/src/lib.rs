//! `view!`: Leptos's own, with one rewrite first. Every attribute of an
//! HTML element that Leptos would type (`id`, `type`, `aria-label`, …) is
//! passed instead as an untyped attribute with the same name and value.
//!
//! Why: Leptos gives each attribute name a type of its own (`Attr<Id, V>`,
//! `Attr<Type, V>`, …), and the wasm then carries one copy of the code that
//! builds, updates and clones an attribute for each name. Untyped, all
//! names share one copy. The page is the same: both set the same attribute
//! to the same value. Leptos's check that the name is an HTML attribute is
//! kept: the rewritten attribute names Leptos's typed one without calling
//! it, so a misspelled name still fails to compile. (Leptos also checks that
//! the element takes that attribute, `<div type=…>`; that check is lost.)
//!
//! Components (`<Field …>`), events (`on:`, and every other `x:` prefix),
//! `class`, `style`, `node_ref`, `inner_html` and names with a dash other
//! than `aria-` ones (already untyped by Leptos) are left to Leptos, and so
//! is everything inside `<svg>` and `<math>`, where Leptos types nothing.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{quote, ToTokens};
use rstml::node::{KVAttributeValue, KeyedAttribute, Node, NodeAttribute, NodeBlock};
use syn::spanned::Spanned;
use syn::Expr;

/// Leptos's `view!`, with the typed attributes of HTML elements untyped
/// (see the crate's documentation).
#[proc_macro]
pub fn view(input: TokenStream) -> TokenStream {
    untype_attributes(input.into()).into()
}

/// The rewritten input, wrapped in Leptos's `view!`. Input that does not
/// parse is handed to Leptos unchanged, so that its own errors point at it.
fn untype_attributes(input: Tokens) -> Tokens {
    let parser = rstml::Parser::new(rstml::ParserConfig::default().recover_block(true));
    let (mut nodes, errors) = parser.parse_recoverable(input.clone()).split_vec();
    if !errors.is_empty() {
        return leptos_view(input);
    }
    for node in &mut nodes {
        rewrite(node);
    }
    leptos_view(quote! { #(#nodes)* })
}

/// Leptos's `view!` of `tokens`.
fn leptos_view(tokens: Tokens) -> Tokens {
    quote! { ::leptos::view! { #tokens } }
}

fn rewrite(node: &mut Node) {
    if let Node::Element(element) = node {
        let name = element.name().to_string();
        if name == "svg" || name == "math" {
            // Leptos types no attribute inside SVG or MathML (`viewBox`,
            // `d`, …): nothing to untype, and no typed name to check against.
            return;
        }
        if is_html_element(&name) {
            // The untyped ones go first, right after the tag's name: a block
            // written after `on:click=remove` would be read back as part of
            // that value (`remove { … }`, a struct). Their order among
            // themselves is kept; the order of attributes changes nothing else.
            let mut attributes = Vec::new();
            let mut rest = Vec::new();
            for attribute in element.attributes_mut().drain(..) {
                match &attribute {
                    NodeAttribute::Attribute(keyed) => match untyped(keyed) {
                        Some(untyped) => attributes.push(untyped),
                        None => rest.push(attribute),
                    },
                    NodeAttribute::Block(_) => rest.push(attribute),
                }
            }
            attributes.extend(rest);
            *element.attributes_mut() = attributes;
        }
    }
    if let Some(children) = node.children_mut() {
        for child in children {
            rewrite(child);
        }
    }
}

/// An HTML element's name is one lowercase word: `Field` and `leptos::For`
/// are components, `my-widget` a custom element whose attributes Leptos
/// already leaves untyped.
fn is_html_element(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// `name=value` as `{custom_attribute("name", value)}`, when Leptos would
/// have typed it. The value goes through what Leptos's `view!` does to an
/// attribute's value: a closure with no arguments is shared (one copy of
/// its code per value type, under `erase_components`), any other value is
/// converted with `IntoAttributeValue`, and an attribute without a value
/// is `true`.
fn untyped(attribute: &KeyedAttribute) -> Option<NodeAttribute> {
    let name = attribute.key.to_string();
    let typed = typed_function(&name)?;
    let value = match attribute.possible_value.to_value().map(|v| &v.value) {
        None => quote! { true },
        Some(KVAttributeValue::Expr(expr @ Expr::Lit(_))) => expr.to_token_stream(),
        Some(KVAttributeValue::Expr(Expr::Closure(closure))) if closure.inputs.is_empty() => quote! {
            ::leptos::prelude::IntoAttributeValue::into_attribute_value(
                ::leptos::__as_shared_reactive_fn(#closure)
            )
        },
        Some(KVAttributeValue::Expr(expr)) => quote! {
            ::leptos::prelude::IntoAttributeValue::into_attribute_value(#expr)
        },
        Some(KVAttributeValue::InvalidBraced(block)) => quote! {
            ::leptos::prelude::IntoAttributeValue::into_attribute_value(#block)
        },
    };
    let span = attribute.key.span();
    let block: syn::Block = syn::parse_quote_spanned! { span => {
        let _ = ::leptos::tachys::html::attribute::#typed::<bool>;
        ::leptos::tachys::html::attribute::custom::custom_attribute(#name, #value)
    } };
    Some(NodeAttribute::Block(NodeBlock::ValidBlock(block)))
}

/// The name of Leptos's function for a typed attribute (`r#type` for
/// `type`, `aria_label` for `aria-label`), or none if Leptos does not type it.
fn typed_function(name: &str) -> Option<syn::Ident> {
    let special = ["class", "style", "node_ref", "inner_html"];
    if special.contains(&name) || name.contains(':') || (name.contains('-') && !name.starts_with("aria-")) {
        return None;
    }
    let function = name.replace('-', "_");
    Some(match syn::parse_str::<syn::Ident>(&function) {
        Ok(ident) => ident,
        // Keywords (`type`, `for`, `async`, …) are raw identifiers.
        Err(_) => syn::Ident::new_raw(&function, proc_macro2::Span::call_site()),
    })
}

#[cfg(test)]
mod tests;
