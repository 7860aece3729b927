//! Patterns, the shapes everything above reads the board by: for every empty point and both
//! colours, what a stone there would make along each of the four lines ([`Pattern`], in
//! `line.rs`) and what the four make together ([`Combo`], in `combo.rs`: the seeds' double four,
//! four-three and double three).
//!
//! Both are table lookups: a line pattern by the ten cells around the point, a combo by the four
//! patterns packed into 16 bits. The position keeps them up to date move by move.

mod combo;
mod line;

pub use combo::{COMBO_KINDS, Combo};
pub(crate) use combo::{COMBO_TABLE, may_be_forbidden};
pub use line::{PATTERN_KINDS, Pattern};
pub(crate) use line::{PairTable, window_key};
