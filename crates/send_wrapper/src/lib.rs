//! `SendWrapper`, as Leptos uses it, for a WebAssembly build without
//! threads.
//!
//! Leptos wraps the browser's values (event handlers, elements, properties)
//! in send_wrapper's `SendWrapper`, which lets a value that is not `Send`
//! cross threads and checks, on every access and on drop, that it is back
//! on the thread that made it. To know the thread, it calls
//! `std::thread::current()`, and the standard library allocates that
//! thread's handle with its own allocator (dlmalloc), not the app's
//! (talc). So the module carried a second allocator and the thread
//! machinery for a check that cannot fail: `wasm32-unknown-unknown` built
//! without the `atomics` feature has one thread.
//!
//! This crate has the same name, version and API as the one it replaces
//! (root `Cargo.toml`, `[patch.crates-io]`), without the check. It refuses
//! to compile where threads exist, the one place where the check matters.

#[cfg(not(all(target_arch = "wasm32", not(target_feature = "atomics"))))]
compile_error!(
    "this send_wrapper has no thread check: it is only for wasm32 builds without threads \
     (remove the [patch.crates-io] entry to build elsewhere)"
);

use std::fmt;
use std::ops::{Deref, DerefMut};

/// A value that may be sent to another thread. There is none here, so
/// every access is on the thread that made it.
pub struct SendWrapper<T>(T);

impl<T> SendWrapper<T> {
    /// Wraps `data`.
    pub fn new(data: T) -> SendWrapper<T> {
        SendWrapper(data)
    }

    /// Whether the value may be used from this thread: always, with one thread.
    pub fn valid(&self) -> bool {
        true
    }

    /// The value, unwrapped.
    pub fn take(self) -> T {
        self.0
    }
}

// SAFETY: with one thread (see the compile_error! above), a value is only
// ever used on the thread that made it, which is what these promise.
unsafe impl<T> Send for SendWrapper<T> {}
unsafe impl<T> Sync for SendWrapper<T> {}

impl<T> Deref for SendWrapper<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> DerefMut for SendWrapper<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

impl<T: fmt::Debug> fmt::Debug for SendWrapper<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SendWrapper").field(&self.0).finish()
    }
}

impl<T: Clone> Clone for SendWrapper<T> {
    fn clone(&self) -> Self {
        SendWrapper(self.0.clone())
    }
}

#[cfg(feature = "futures")]
mod futures {
    use super::SendWrapper;
    use futures_core::Stream;
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll};

    impl<T> SendWrapper<T> {
        /// The wrapped value, pinned where the wrapper is: the wrapper never
        /// moves it out (no `Drop` of its own, `take` consumes an unpinned
        /// wrapper), so pinning is structural.
        fn pinned(self: Pin<&mut Self>) -> Pin<&mut T> {
            // SAFETY: see above; the field is never moved while pinned.
            unsafe { self.map_unchecked_mut(|wrapper| &mut wrapper.0) }
        }
    }

    impl<F: Future> Future for SendWrapper<F> {
        type Output = F::Output;

        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
            self.pinned().poll(cx)
        }
    }

    impl<S: Stream> Stream for SendWrapper<S> {
        type Item = S::Item;

        fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<S::Item>> {
            self.pinned().poll_next(cx)
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            self.0.size_hint()
        }
    }
}
