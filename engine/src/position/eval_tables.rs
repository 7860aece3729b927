//! The evaluation's tables as far as the position needs them. The position keeps the
//! evaluation's sums up to date as stones come and go, so it reads the tables those sums add up;
//! what the numbers are, and which of them a game plays with, is the evaluation's business
//! (`eval`, a layer above), which fills these types and reads the sums back.

use crate::pattern::COMBO_KINDS;

/// The hand-set evaluation's numbers for one family of rules: eval = `tempo` + Σ `pattern` over
/// the side to move's direction patterns at empty points − the same over the opponent's, + Σ
/// `own`[c] × (how many empty points give the side to move combo c, at most 4) − Σ `their`[c] ×
/// the opponent's count. Patterns are valued by their colour, combos and tempo by the side to
/// move (all indexed by `Color::index`: black, white), so renju can value black's shapes, some
/// of them forbidden, apart from white's. The position sums `pattern` as it changes; the
/// shipped tables (`eval::HAND_FREESTYLE`, `eval::HAND_RENJU`) were fitted to self-play games
/// by `gomoku-tune --hand`.
#[derive(Clone, Debug, PartialEq)]
pub struct HandTables {
    /// By colour, then line pattern (dead, overline, B1, F1, B2, F2, B3, F3, B4, F4, F5; 16
    /// slots, one per value of a code's nibble).
    pub pattern: [[i32; 16]; 2],
    /// By side to move, then combo (none, F2, B3, F2x2, B3+, F3, F3+, F3x2, B4, B4+, B4F3, F4,
    /// five): the side to move's, which it can play now...
    pub own: [[i32; COMBO_KINDS]; 2],
    /// ...and the opponent's, who must wait a move.
    pub their: [[i32; COMBO_KINDS]; 2],
    /// Having the move, by side to move.
    pub tempo: [i32; 2],
    /// By side to move: a value for each [threat mask](THREAT_MASKS), added to the sum (none:
    /// nothing added). It values the threats of both sides together, which the sums above,
    /// one combo at a time, cannot.
    pub threat: [Option<&'static ThreatTable>; 2],
}

/// Threat masks: 5 bits for the kinds of threat the side to move can make somewhere (a four,
/// an open three, a double three, a four-three, an open four) and 5 for the opponent's.
pub const THREAT_MASKS: usize = 1 << 10;

/// A value for every threat mask.
pub type ThreatTable = [i32; THREAT_MASKS];

impl HandTables {
    /// The same numbers for both colours.
    pub const fn symmetric(
        pattern: [i32; 16],
        own: [i32; COMBO_KINDS],
        their: [i32; COMBO_KINDS],
        tempo: i32,
    ) -> HandTables {
        HandTables {
            pattern: [pattern, pattern],
            own: [own, own],
            their: [their, their],
            tempo: [tempo, tempo],
            threat: [None, None],
        }
    }

    /// These tables with `table` as both sides' threat values.
    pub const fn with_threats(self, table: &'static ThreatTable) -> HandTables {
        HandTables {
            threat: [Some(table), Some(table)],
            ..self
        }
    }
}

/// The learned evaluation's table for one colour: per packed code, the `OWN` and `OPP` values
/// side by side (fixed point), so one cache line serves both roles.
pub(crate) type CodeTable = [[i32; 2]; 1 << 16];

/// Roles of a running sum: the colour's cells scored as the side to move's (`OWN`) or as the
/// opponent's (`OPP`).
pub(crate) const OWN: usize = 0;
pub(crate) const OPP: usize = 1;

/// The learned tables one position uses, by colour of the cell's code; `bias` by side to move.
#[derive(Copy, Clone)]
pub struct LearnedView {
    pub(crate) tables: [&'static CodeTable; 2],
    pub(crate) bias: [i32; 2],
}

/// Width of each colour's accumulator in the evaluation network: the first layer's outputs
/// for one colour's cells.
pub const NET_WIDTH: usize = 16;
/// Hidden units of the network's second layer.
pub const NET_HIDDEN: usize = 32;

/// The evaluation network (`eval::net`), quantised. Its first layer is a row of weights per
/// pcode, summed over each colour's empty cells: the position keeps those sums (one per colour)
/// as cells change, the evaluation reads them and runs the small layers above.
pub(crate) struct EvalNet {
    /// The pcode of every packed code.
    pub(crate) pcodes: &'static [u16; 1 << 16],
    /// By pcode, one table for both colours or (renju) black's then white's; the dead pcode's
    /// rows are zero, so stones and dead cells add nothing. Held in 16 bits as stored, so a
    /// colour's table (32 KB) stays in the first-level cache; the sums are 32-bit.
    pub(crate) rows: Box<[[i16; NET_WIDTH]]>,
    /// Where each colour's table starts in `rows` (black, white).
    pub(crate) colour_rows: [usize; 2],
    /// Added to the side to move's sums, then to the opponent's (at 128 per unit).
    pub(crate) bias0: [i32; 2 * NET_WIDTH],
    /// The hidden units' weights (64 per unit) from the inputs (the side to move's sums, then
    /// the opponent's), by pair of inputs, then unit: `[pair][unit]` holds unit's weights from
    /// inputs `2 pair` and `2 pair + 1`, the order the evaluation adds them in.
    pub(crate) weights1_by_pair: [[[i16; 2]; NET_HIDDEN]; NET_WIDTH],
    pub(crate) bias1: [i32; NET_HIDDEN],
    /// Output weights (16 per evaluation unit) and bias (16 × 128 per unit).
    pub(crate) weights2: [i32; NET_HIDDEN],
    pub(crate) bias2: i32,
}

impl EvalNet {
    /// The first layer's row for a cell of colour index `color` with packed code `code`.
    #[inline(always)]
    pub(crate) fn row(&self, color: usize, code: u16) -> &[i16; NET_WIDTH] {
        &self.rows[self.colour_rows[color] + self.pcodes[code as usize] as usize]
    }
}
