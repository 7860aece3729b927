//! The learned evaluation's run-time form: the weight tables expanded to a pair of `i32` (own,
//! opp; fixed point, [`FRACTION`] per evaluation unit) per packed 16-bit code, so the
//! position's running sums cost one lookup per changed code; and the engine-wide choice between
//! it and the hand-set evaluation.

use std::sync::{LazyLock, RwLock};

use super::pcode::{DEAD_PCODE, pcode_table};
use super::weights::{SetId, WeightSet, Weights, WeightsError};
use crate::point::Color;
use crate::position::{CodeTable, LearnedView};
use crate::rules::Rule;

/// Fixed-point steps per evaluation unit in the expanded tables and running sums.
pub(crate) const FRACTION: i64 = 256;

fn fixed(weight: f32) -> i32 {
    (weight as f64 * FRACTION as f64).round() as i32
}

/// One colour's table: its `OWN` values from the set where it is to move, its `OPP` values
/// from the set where the other colour is.
fn expand(own: &WeightSet, opp: &WeightSet) -> Box<CodeTable> {
    let pcodes = pcode_table();
    let mut table = Box::new([[0; 2]; 1 << 16]);
    for (entry, &pcode) in table.iter_mut().zip(pcodes.iter()) {
        let pcode = pcode as usize;
        if pcode != DEAD_PCODE {
            *entry = [fixed(own.own[pcode]), fixed(opp.opp[pcode])];
        }
    }
    table
}

/// Expanded tables: one shared by both colours for the freestyle set, one per colour for renju
/// (missing sets resolved to the freestyle one, or zeros).
pub(crate) struct LearnedTables {
    freestyle: Box<CodeTable>,
    renju: [Box<CodeTable>; 2],
    /// Fixed-point bias by [`SetId`].
    bias: [i32; 3],
}

impl LearnedTables {
    fn new(weights: &Weights) -> LearnedTables {
        let zero = WeightSet::zero();
        let set = |id: SetId| weights.resolve(id).unwrap_or(&zero);
        let (free, black, white) = (
            set(SetId::Freestyle),
            set(SetId::RenjuBlack),
            set(SetId::RenjuWhite),
        );
        LearnedTables {
            freestyle: expand(free, free),
            renju: [expand(black, white), expand(white, black)],
            bias: [fixed(free.bias), fixed(black.bias), fixed(white.bias)],
        }
    }

    /// What a position under `rule` needs.
    pub(crate) fn view(&'static self, rule: Rule) -> LearnedView {
        let tables = match rule {
            Rule::Renju => [&*self.renju[0], &*self.renju[1]],
            _ => [&*self.freestyle; 2],
        };
        let bias = [Color::Black, Color::White]
            .map(|color| self.bias[SetId::for_position(rule, color) as usize]);
        LearnedView { tables, bias }
    }
}

/// Which static evaluation new searches use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EvalKind {
    /// The hand-set pattern and combo values (the default).
    Hand,
    /// The weights learned from self-play (`gomoku-tune`).
    Learned,
}

/// The tables `EvalKind::Learned` uses: the embedded weights (a program that plays with others
/// passes them to [`set_learned_weights`]; the library reads no environment).
static DEFAULT_TABLES: LazyLock<LearnedTables> =
    LazyLock::new(|| LearnedTables::new(&Weights::embedded()));

/// The engine-wide choice: the hand-set evaluation until a program chooses another.
static SELECTED: RwLock<Option<&'static LearnedTables>> = RwLock::new(None);

/// Chooses the evaluation of searches started from now on (a search keeps the one it started
/// with). `Learned` uses the embedded weights.
pub fn set_eval_kind(kind: EvalKind) {
    let tables = match kind {
        EvalKind::Hand => None,
        EvalKind::Learned => Some(&*DEFAULT_TABLES),
    };
    *SELECTED.write().unwrap_or_else(|e| e.into_inner()) = tables;
}

/// Switches new searches to the learned evaluation with these weights. Each call keeps its
/// expanded tables (1.5 MiB) for the rest of the process: call it rarely.
pub fn set_learned_weights(weights: &Weights) -> Result<(), WeightsError> {
    weights.validate()?;
    let tables: &'static LearnedTables = Box::leak(Box::new(LearnedTables::new(weights)));
    *SELECTED.write().unwrap_or_else(|e| e.into_inner()) = Some(tables);
    Ok(())
}

/// The evaluation new searches use.
pub fn eval_kind() -> EvalKind {
    match *SELECTED.read().unwrap_or_else(|e| e.into_inner()) {
        Some(_) => EvalKind::Learned,
        None => EvalKind::Hand,
    }
}

/// The learned tables for a new position under `rule`, if the learned evaluation is on.
pub(crate) fn active_view(rule: Rule) -> Option<LearnedView> {
    let selected = *SELECTED.read().unwrap_or_else(|e| e.into_inner());
    selected.map(|tables| tables.view(rule))
}

/// Tables for `weights` (kept for the rest of the process), for tests and the lab's tuner.
#[cfg(any(test, feature = "lab"))]
pub fn leaked_view(weights: &Weights, rule: Rule) -> LearnedView {
    let tables: &'static LearnedTables = Box::leak(Box::new(LearnedTables::new(weights)));
    tables.view(rule)
}
