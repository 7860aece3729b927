//! The table `INFO max_memory` orders, made on a thread of its own so that no move pays for it:
//! writing a large table's memory takes the better part of a second. The maker works only
//! while the brain is not searching (it waits a millisecond at a time between 2 MiB steps), so
//! it takes no core from the brain's own search.
//!
//! It runs at the normal priority: at a low one it could be preempted while the kernel holds
//! the process's memory-map lock for one of its page faults, and the search's next thread would
//! wait for it to be scheduled again (tens of milliseconds on a busy machine).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use crate::search::HashTable;

/// Orders tables and hands them over when they are made.
#[derive(Default)]
pub(super) struct TableMaker {
    on_the_way: Option<Receiver<HashTable>>,
    /// Raised while the brain searches: the maker waits.
    searching: Arc<AtomicBool>,
}

impl TableMaker {
    /// Starts making a table of `megabytes` (the one ordered before, if any, is dropped). Where
    /// no thread can be made it is made now.
    pub(super) fn order(&mut self, megabytes: usize) {
        let (sender, receiver) = mpsc::channel();
        let maker = sender.clone();
        let searching = self.searching.clone();
        let spawned = std::thread::Builder::new()
            .name("gomoku-table".to_owned())
            .spawn(move || {
                let table = HashTable::with_megabytes_paced(megabytes, || {
                    while searching.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                });
                let _ = maker.send(table);
            });
        if spawned.is_err() {
            let _ = sender.send(HashTable::with_megabytes(megabytes));
        }
        self.on_the_way = Some(receiver);
    }

    /// The ordered table, once it is made.
    pub(super) fn take_ready(&mut self) -> Option<HashTable> {
        let receiver = self.on_the_way.as_ref()?;
        match receiver.try_recv() {
            Ok(table) => {
                self.on_the_way = None;
                Some(table)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.on_the_way = None;
                None
            }
        }
    }

    pub(super) fn is_making(&self) -> bool {
        self.on_the_way.is_some()
    }

    /// Says whether a search runs (the maker waits while one does).
    pub(super) fn set_searching(&self, searching: bool) {
        self.searching.store(searching, Ordering::Relaxed);
    }
}
