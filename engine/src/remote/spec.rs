//! Which engine a job asks for, and the engines kept warm between jobs: what the desktop's
//! in-process jobs (the game's pool tasks) and the Web Worker's host both use.

use serde::{Deserialize, Serialize};

use crate::ai::{Ai, Strength, Style, default_hash_mb};
use crate::rules::Rule;

/// Transposition tables larger than this are refused (the request is untrusted text).
pub const MAX_HASH_MB: usize = 1024;
/// How many differently configured engines are kept warm (the opponent and the hinter).
const KEPT_ENGINES: usize = 2;

/// Which engine to search with; equal specs share one engine and its warm table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EngineSpec {
    pub strength: Strength,
    pub style: Style,
    pub rule: Rule,
    pub hash_mb: usize,
    /// How many best moves the search follows and reports (multi-PV, for analysis); 1 to
    /// play. Requests from before this field search one line.
    #[serde(default = "one_line")]
    pub multi_pv: usize,
}

/// Most lines a spec may ask for (the request is untrusted text).
pub const MAX_LINES: usize = 10;

fn one_line() -> usize {
    1
}

impl EngineSpec {
    /// The engine a game's opponent uses at `strength` (table sized as [`Ai::at_strength`]
    /// does).
    pub fn opponent(strength: Strength, style: Style, rule: Rule) -> EngineSpec {
        EngineSpec {
            strength,
            style,
            rule,
            hash_mb: default_hash_mb(strength),
            multi_pv: 1,
        }
    }

    /// A new engine of this spec.
    pub fn build(&self, seed: u64) -> Ai {
        let mut ai = Ai::with_hash(
            self.strength,
            self.rule,
            seed,
            self.hash_mb.min(MAX_HASH_MB),
        );
        ai.set_style(self.style);
        ai.searcher_mut()
            .set_multi_pv(self.multi_pv.clamp(1, MAX_LINES));
        ai
    }
}

/// What is kept per engine spec between jobs (an engine, or a slot for one), the most recently
/// used last; past [`KEPT_ENGINES`] specs the oldest goes.
pub struct WarmEngines<V> {
    entries: Vec<(EngineSpec, V)>,
}

impl<V> Default for WarmEngines<V> {
    fn default() -> Self {
        WarmEngines {
            entries: Vec::new(),
        }
    }
}

impl<V> WarmEngines<V> {
    /// The value kept for `spec`, made by `make` if there is none; either way now the most
    /// recently used.
    pub fn get_or_insert_with(&mut self, spec: EngineSpec, make: impl FnOnce() -> V) -> &mut V {
        match self.entries.iter().position(|(kept, _)| *kept == spec) {
            Some(index) => {
                let entry = self.entries.remove(index);
                self.entries.push(entry);
            }
            None => {
                if self.entries.len() >= KEPT_ENGINES {
                    self.entries.remove(0);
                }
                self.entries.push((spec, make()));
            }
        }
        &mut self.entries.last_mut().expect("just pushed").1
    }

    /// The specs kept, the most recently used last.
    pub fn specs(&self) -> impl Iterator<Item = &EngineSpec> {
        self.entries.iter().map(|(spec, _)| spec)
    }
}
