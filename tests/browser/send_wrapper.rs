//! Leptos's `SendWrapper`, as this build has it (crates/send_wrapper/: no
//! thread check). Every event handler of the app goes through it; these
//! pin down what Leptos relies on: the value reached, dropped once, handed
//! back whole, and futures polled through it.

use send_wrapper::SendWrapper;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};
use wasm_bindgen_test::wasm_bindgen_test;

/// Counts its drops in a shared cell.
struct Counted(Rc<Cell<u32>>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.set(self.0.get() + 1);
    }
}

#[wasm_bindgen_test]
fn the_value_is_read_and_changed_through_the_wrapper() {
    let mut wrapped = SendWrapper::new(vec![1, 2]);
    assert!(wrapped.valid());
    wrapped.push(3);
    assert_eq!(*wrapped, vec![1, 2, 3]);
    let copy = wrapped.clone();
    wrapped.push(4);
    assert_eq!(copy.take(), vec![1, 2, 3]);
    assert_eq!(wrapped.len(), 4);
}

#[wasm_bindgen_test]
fn the_value_is_dropped_once_with_the_wrapper_and_not_when_taken() {
    let drops = Rc::new(Cell::new(0));
    drop(SendWrapper::new(Counted(drops.clone())));
    assert_eq!(drops.get(), 1);

    let taken = SendWrapper::new(Counted(drops.clone())).take();
    assert_eq!(drops.get(), 1, "taking the value does not drop it");
    drop(taken);
    assert_eq!(drops.get(), 2);
}

#[wasm_bindgen_test]
fn a_wrapped_future_is_polled_through_the_wrapper() {
    let mut context = Context::from_waker(Waker::noop());
    let mut ready = SendWrapper::new(std::future::ready(7));
    assert_eq!(Pin::new(&mut ready).poll(&mut context), Poll::Ready(7));

    let mut pending = SendWrapper::new(std::future::pending::<u8>());
    assert_eq!(Pin::new(&mut pending).poll(&mut context), Poll::Pending);
}
