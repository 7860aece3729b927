//! What a program attaches to a searcher: a table made ahead ([`HashTable`], which a brain makes
//! on another thread so no move pays for writing its memory) and a watcher of the positions the
//! search evaluates ([`EvalWatcher`], which the lab uses to sample training data).

use std::sync::Arc;

use super::Searcher;
use super::tt::TranspositionTable;
use crate::board::Board;
use crate::position::Position;

/// A transposition table made apart from any searcher, for [`Searcher::install_table`]: making
/// one writes all of its memory (a large one takes a good part of a second), which a caller can
/// do on another thread while the searcher keeps playing with the table it has.
pub struct HashTable(pub(super) Arc<TranspositionTable>);

impl HashTable {
    /// A table of about `megabytes` MiB.
    pub fn with_megabytes(megabytes: usize) -> HashTable {
        HashTable(Arc::new(TranspositionTable::with_megabytes(megabytes)))
    }

    /// [`HashTable::with_megabytes`] written a few MiB at a time, `pace` called before each
    /// step: a maker on another thread can wait there while a search runs, so that filling a
    /// large table's memory takes neither the search's cores nor its memory bandwidth.
    pub fn with_megabytes_paced(megabytes: usize, mut pace: impl FnMut()) -> HashTable {
        HashTable(Arc::new(TranspositionTable::with_megabytes_paced(
            megabytes, &mut pace,
        )))
    }
}

/// Sees the positions a search evaluates, as a program hands it to [`Searcher::watch_evaluations`]:
/// to sample what the search asks of the evaluation (training data, say). Called at every
/// evaluated node, so it should be quick.
pub trait EvalWatcher: Send {
    fn evaluated(&mut self, board: &Board);
}

impl Searcher {
    /// This searcher's table, to share (with a searcher that replaces this one, say).
    pub fn table(&self) -> HashTable {
        HashTable(self.tt.clone())
    }

    /// Searches with `table` from now on (what the old one held is forgotten) and returns the
    /// old one (freeing a large table takes a while: the caller may drop it elsewhere). Only
    /// between searches; the helpers are made anew, sharing the new table.
    pub fn install_table(&mut self, table: HashTable) -> HashTable {
        self.helpers.slots.clear();
        HashTable(std::mem::replace(&mut self.tt, table.0))
    }

    /// Shows `watcher` every position this searcher evaluates from now on (its interior nodes
    /// and the quiescence's stand-pat leaves; not its helpers'), `None` to stop; returns the
    /// watcher before.
    pub fn watch_evaluations(
        &mut self,
        watcher: Option<Box<dyn EvalWatcher>>,
    ) -> Option<Box<dyn EvalWatcher>> {
        std::mem::replace(&mut self.watcher, watcher)
    }

    /// Tells the watcher, if any, of a position evaluated.
    #[inline]
    pub(super) fn show_evaluated(&mut self, position: &Position) {
        if let Some(watcher) = &mut self.watcher {
            watcher.evaluated(position.board());
        }
    }
}
