//! The evaluation network: a correction to the hand-set evaluation learned from self-play, one
//! for freestyle and one for renju. Every empty cell adds its pcode's row of weights (renju:
//! from its colour's table) to its colour's sums (the
//! position keeps them as stones come and go); the side to move's sums and the opponent's, each
//! clipped to [0, 1], feed [`NET_HIDDEN`] clipped units and one output, in evaluation units.
//! Integer arithmetic throughout, so every platform (the Web Worker too) gets the same value.
//!
//! The files (`engine/weights/net-freestyle.bin`, `net-renju.bin`; little-endian):
//!
//! | bytes | what |
//! |---|---|
//! | 4 | magic `GNET` |
//! | 4 × 5 | version (3), width, hidden units, pcodes, colours (1: one table for both; 2: black's then white's) |
//! | 2 × colours × pcodes × width | first layer's rows (i16, 1,024 per unit) |
//! | 4 × 2 width | its biases (i32, 1,024 per unit) |
//! | 2 × hidden × 2 width | second layer's weights by unit (i16, 64 per unit) |
//! | 4 × hidden | its biases (i32, 128 × 64 per unit) |
//! | 4 × hidden, 4 | output weights (i32, 16 per evaluation unit) and bias (i32, 16 × 128 per unit) |
//! | 8 | FNV-1a 64 checksum of everything before it |
//!
//! Version 2 files (the earlier format, the first layer at 128 per unit) are still read: their
//! rows and biases scaled by 8, the same network exactly.

use std::sync::LazyLock;

use super::pcode::{DEAD_PCODE, PCODES, pcode_table};
use super::weights::checksum;
use crate::position::{EvalNet, NET_HIDDEN, NET_WIDTH};
use crate::rules::Rule;

const MAGIC: [u8; 4] = *b"GNET";
pub const NET_VERSION: u32 = 3;
/// The version before the first layer's finer steps (see the table above).
const NET_VERSION_COARSE_ROWS: u32 = 2;
/// An activation of 1.0.
pub(super) const ONE: i32 = 128;
/// A first-layer weight or sum of 1.0. Finer than an activation: a position sums about 200 rows,
/// so steps of 1/128 added up to a shift the trainer could not see, and a network trained on
/// further from a file lost what it learned when written back (the losses: docs/tuning.md).
pub(super) const ROW_ONE: i32 = 1024;
/// From the first layer's sums to activations.
pub(super) const ROW_SHIFT: u32 = (ROW_ONE / ONE).trailing_zeros();
/// Second-layer weights per unit.
pub(super) const WEIGHT_ONE: i32 = 64;
/// Bounds on the second layer's weights and biases (the range the trainer quantises into): a
/// hidden unit's sum is then at most 32 × 128 × 2,000 + 390,000, far inside `i32`.
const MAX_WEIGHT1: i32 = 2000;
const MAX_BIAS1: i32 = 390_000;
/// Bound on the first layer's weights (7.8 per unit): 225 cells × 8,000 stay far inside `i32`,
/// and the difference of two rows inside `i16`.
const MAX_ROW: i32 = 8000;
/// Bound on the first layer's biases: no more than a full board's rows, so a sum plus its bias
/// stays inside `i32`.
const MAX_BIAS0: i32 = 225 * MAX_ROW;
/// Output weights per evaluation unit (per unit of activation).
pub(super) const OUTPUT_ONE: i32 = 16;

/// The shipped networks, trained by `gomoku-tune --net` (see docs/tuning.md): freestyle's, one
/// table for both colours, and renju's, black's rows apart from white's.
static EMBEDDED_FREESTYLE: &[u8] = include_bytes!("../../weights/net-freestyle.bin");
static EMBEDDED_RENJU: &[u8] = include_bytes!("../../weights/net-renju.bin");

fn built_in(bytes: &[u8], which: &str) -> Option<EvalNet> {
    match parse(bytes) {
        Ok(net) => Some(net),
        Err(error) => {
            eprintln!(
                "the built-in {which} evaluation network is unusable ({error}); playing without it"
            );
            None
        }
    }
}

static FREESTYLE: LazyLock<Option<EvalNet>> =
    LazyLock::new(|| built_in(EMBEDDED_FREESTYLE, "freestyle"));
static RENJU: LazyLock<Option<EvalNet>> = LazyLock::new(|| built_in(EMBEDDED_RENJU, "renju"));

/// The network positions under `rule` use: each was trained on its own rule's games, so
/// standard and caro play without one.
pub(crate) fn net_for(rule: Rule) -> Option<&'static EvalNet> {
    match rule {
        Rule::Freestyle => FREESTYLE.as_ref(),
        Rule::Renju => RENJU.as_ref(),
        _ => None,
    }
}

/// Reads a network file image, or says why it is not one.
pub(crate) fn parse(bytes: &[u8]) -> Result<EvalNet, String> {
    let mut reader = Reader { bytes, at: 0 };
    if reader.take(4)? != MAGIC {
        return Err("not a network file (bad magic)".into());
    }
    let version = reader.u32()?;
    if version != NET_VERSION && version != NET_VERSION_COARSE_ROWS {
        return Err(format!("network version {version}, expected {NET_VERSION}"));
    }
    // Version 2's first layer is at 128 per unit.
    let row_scale = if version == NET_VERSION {
        1
    } else {
        ROW_ONE / ONE
    };
    let shape = [reader.u32()?, reader.u32()?, reader.u32()?];
    if shape != [NET_WIDTH as u32, NET_HIDDEN as u32, PCODES as u32] {
        return Err(format!(
            "network shape {shape:?}, expected [{NET_WIDTH}, {NET_HIDDEN}, {PCODES}]"
        ));
    }
    let colours = reader.u32()? as usize;
    if !(1..=2).contains(&colours) {
        return Err(format!(
            "network with {colours} colour tables, expected 1 or 2"
        ));
    }
    let mut rows = vec![[0i16; NET_WIDTH]; colours * PCODES].into_boxed_slice();
    for row in rows.iter_mut() {
        for weight in row.iter_mut() {
            let stored = reader.i16()? as i32;
            if stored.abs() * row_scale > MAX_ROW {
                return Err("network weights out of range".into());
            }
            *weight = (stored * row_scale) as i16;
        }
    }
    for colour in 0..colours {
        rows[colour * PCODES + DEAD_PCODE] = [0; NET_WIDTH];
    }
    let mut bias0 = [0; 2 * NET_WIDTH];
    for bias in &mut bias0 {
        *bias = reader
            .i32()?
            .checked_mul(row_scale)
            .ok_or("network weights out of range")?;
    }
    let mut weights1 = [[0i16; 2 * NET_WIDTH]; NET_HIDDEN];
    for unit in &mut weights1 {
        for weight in unit.iter_mut() {
            *weight = reader.i16()?;
        }
    }
    let mut bias1 = [0; NET_HIDDEN];
    for bias in &mut bias1 {
        *bias = reader.i32()?;
    }
    let mut weights2 = [0; NET_HIDDEN];
    for weight in &mut weights2 {
        *weight = reader.i32()?;
    }
    let bias2 = reader.i32()?;
    let body = reader.at;
    let stored = u64::from_le_bytes(reader.take(8)?.try_into().expect("eight bytes"));
    if reader.at != bytes.len() {
        return Err("network file too long".into());
    }
    if stored != checksum(&bytes[..body]) {
        return Err("network file checksum mismatch: the file is corrupt".into());
    }
    // Bounds that keep every sum exact (see the constants).
    let too_big = |w: i32, limit: i32| w.abs() > limit;
    if rows.iter().flatten().any(|&w| too_big(w as i32, MAX_ROW))
        || weights1
            .iter()
            .flatten()
            .any(|&w| too_big(w as i32, MAX_WEIGHT1))
        || bias1.iter().any(|&b| too_big(b, MAX_BIAS1))
        || bias0.iter().any(|&b| too_big(b, MAX_BIAS0))
    {
        return Err("network weights out of range".into());
    }
    let weights1_by_pair = std::array::from_fn(|pair| {
        std::array::from_fn(|unit| [weights1[unit][2 * pair], weights1[unit][2 * pair + 1]])
    });
    Ok(EvalNet {
        pcodes: pcode_table(),
        rows,
        colour_rows: [0, (colours - 1) * PCODES],
        bias0,
        weights1_by_pair,
        bias1,
        weights2,
        bias2,
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let end = self.at + n;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or_else(|| format!("network file truncated at byte {}", self.bytes.len()))?;
        self.at = end;
        Ok(slice)
    }
    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().expect("four")))
    }
    fn i32(&mut self) -> Result<i32, String> {
        Ok(i32::from_le_bytes(self.take(4)?.try_into().expect("four")))
    }
    fn i16(&mut self) -> Result<i16, String> {
        Ok(i16::from_le_bytes(self.take(2)?.try_into().expect("two")))
    }
}

/// The network in floating point, as the trainer holds it: activations clip to [0, 1] and the
/// output is in evaluation units. [`NetFloat::to_bytes`] quantises it into a network file.
#[cfg(any(test, feature = "lab"))]
#[derive(Clone, Debug, PartialEq)]
pub struct NetFloat {
    /// By pcode: one table for both colours, or (renju) black's then white's.
    pub rows: Vec<[f32; NET_WIDTH]>,
    pub bias0: [f32; 2 * NET_WIDTH],
    pub weights1: [[f32; 2 * NET_WIDTH]; NET_HIDDEN],
    pub bias1: [f32; NET_HIDDEN],
    pub weights2: [f32; NET_HIDDEN],
    pub bias2: f32,
}

#[cfg(any(test, feature = "lab"))]
impl NetFloat {
    /// The network file of these weights, quantised; refused where a weight is out of the
    /// file's range (see [`parse`]) or not finite.
    pub fn to_bytes(&self) -> Result<Vec<u8>, String> {
        let colours = self.rows.len() / PCODES;
        if !self.rows.len().is_multiple_of(PCODES) || !(1..=2).contains(&colours) {
            return Err(format!(
                "{} rows, expected {PCODES} or {}",
                self.rows.len(),
                2 * PCODES
            ));
        }
        let round = |x: f32, scale: f32| -> Result<i64, String> {
            let v = (x as f64 * scale as f64).round();
            if v.is_finite() && v.abs() < 2e9 {
                Ok(v as i64)
            } else {
                Err(format!("weight {x} out of range"))
            }
        };
        let (one, row_one) = (ONE as f32, ROW_ONE as f32);
        let mut bytes = MAGIC.to_vec();
        for value in [
            NET_VERSION,
            NET_WIDTH as u32,
            NET_HIDDEN as u32,
            PCODES as u32,
            colours as u32,
        ] {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        for (index, row) in self.rows.iter().enumerate() {
            for &w in row {
                let q = if index % PCODES == DEAD_PCODE {
                    0
                } else {
                    round(w, row_one)?
                };
                bytes.extend_from_slice(
                    &(q.clamp(-MAX_ROW as i64, MAX_ROW as i64) as i16).to_le_bytes(),
                );
            }
        }
        for &b in &self.bias0 {
            bytes.extend_from_slice(&(round(b, row_one)? as i32).to_le_bytes());
        }
        for unit in &self.weights1 {
            for &w in unit {
                let q = round(w, WEIGHT_ONE as f32)?.clamp(-MAX_WEIGHT1 as i64, MAX_WEIGHT1 as i64);
                bytes.extend_from_slice(&(q as i16).to_le_bytes());
            }
        }
        for &b in &self.bias1 {
            let q = round(b, one * WEIGHT_ONE as f32)?.clamp(-MAX_BIAS1 as i64, MAX_BIAS1 as i64);
            bytes.extend_from_slice(&(q as i32).to_le_bytes());
        }
        for &w in &self.weights2 {
            bytes.extend_from_slice(&(round(w, OUTPUT_ONE as f32)? as i32).to_le_bytes());
        }
        let bias2 = round(self.bias2, (OUTPUT_ONE * ONE) as f32)? as i32;
        bytes.extend_from_slice(&bias2.to_le_bytes());
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        Ok(bytes)
    }
}

/// A parsed network for the lab: its value from a position's pcode counts.
#[cfg(any(test, feature = "lab"))]
pub struct NetModel(EvalNet);

#[cfg(any(test, feature = "lab"))]
impl NetModel {
    pub fn from_bytes(bytes: &[u8]) -> Result<NetModel, String> {
        parse(bytes).map(NetModel)
    }

    /// The network in floating point, as [`NetFloat::to_bytes`] would write it back: a file's
    /// weights to continue training from.
    pub fn to_float(&self) -> NetFloat {
        let net = &self.0;
        let (one, weight_one, output_one) = (ONE as f32, WEIGHT_ONE as f32, OUTPUT_ONE as f32);
        let row_one = ROW_ONE as f32;
        let colours = if net.colour_rows[1] == 0 { 1 } else { 2 };
        NetFloat {
            rows: net.rows[..colours * PCODES]
                .iter()
                .map(|row| row.map(|w| w as f32 / row_one))
                .collect(),
            bias0: net.bias0.map(|b| b as f32 / row_one),
            weights1: std::array::from_fn(|unit| {
                std::array::from_fn(|i| {
                    net.weights1_by_pair[i / 2][unit][i % 2] as f32 / weight_one
                })
            }),
            bias1: net.bias1.map(|b| b as f32 / (one * weight_one)),
            weights2: net.weights2.map(|w| w as f32 / output_one),
            bias2: net.bias2 as f32 / (output_one * one),
        }
    }

    /// The value for the side to move, of colour index `mover` (0 black, 1 white), from
    /// (pcode, count) pairs: the side to move's pcodes below [`PCODES`], the opponent's at
    /// `PCODES + pcode`; exactly what a position with those cells gets.
    pub fn value_of_counts(&self, counts: &[(u16, u16)], mover: usize) -> i32 {
        let mut sums = [[0i32; NET_WIDTH]; 2];
        for &(feature, count) in counts {
            let (side, pcode) = (feature as usize / PCODES, feature as usize % PCODES);
            let colour = if side == 0 { mover } else { 1 - mover };
            let row = &self.0.rows[self.0.colour_rows[colour] + pcode];
            for (sum, &w) in sums[side].iter_mut().zip(row) {
                *sum += w as i32 * count as i32;
            }
        }
        self.0.value_of_sums(&sums[0], &sums[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::point::{BoardSize, Point};
    use crate::position::Position;

    /// A made-up network with `colours` tables of rows.
    fn small_net(colours: usize) -> NetFloat {
        let mut net = NetFloat {
            rows: vec![[0.0; NET_WIDTH]; colours * PCODES],
            bias0: [0.1; 2 * NET_WIDTH],
            weights1: [[0.0; 2 * NET_WIDTH]; NET_HIDDEN],
            bias1: [0.05; NET_HIDDEN],
            weights2: [0.0; NET_HIDDEN],
            bias2: -3.0,
        };
        for (p, row) in net.rows.iter_mut().enumerate() {
            for (k, w) in row.iter_mut().enumerate() {
                *w = ((p * 7 + k * 3) % 11) as f32 / 200.0 - 0.025;
            }
        }
        for (j, unit) in net.weights1.iter_mut().enumerate() {
            for (i, w) in unit.iter_mut().enumerate() {
                *w = ((i * 5 + j) % 9) as f32 / 8.0 - 0.5;
            }
            net.weights2[j] = (j as f32 - 15.5) * 9.0;
        }
        net
    }

    #[test]
    fn a_network_round_trips_and_damaged_files_are_refused_with_a_reason() {
        let bytes = small_net(1).to_bytes().unwrap();
        assert!(parse(&bytes).is_ok());
        let refuse = |image: &[u8]| parse(image).err().expect("refused");
        assert!(refuse(&bytes[..bytes.len() - 1]).contains("truncated"));
        assert!(refuse(b"GMKW and more").contains("magic"));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(refuse(&longer).contains("too long"));
        let mut version = bytes.clone();
        version[4] = 7;
        assert!(refuse(&version).contains("version 7"));
        let mut flipped = bytes.clone();
        flipped[200] ^= 1;
        assert!(refuse(&flipped).contains("checksum"));
        let mut huge_bias = small_net(1);
        huge_bias.bias0[0] = 1e6;
        assert!(refuse(&huge_bias.to_bytes().unwrap()).contains("out of range"));
        let mut nan = small_net(1);
        nan.weights2[3] = f32::NAN;
        assert!(nan.to_bytes().is_err());
    }

    /// A file read back into floating point writes the same file again.
    #[test]
    fn a_network_file_read_back_into_floats_writes_the_same_file() {
        for colours in [1, 2] {
            let bytes = small_net(colours).to_bytes().unwrap();
            let float = NetModel::from_bytes(&bytes).unwrap().to_float();
            assert_eq!(float.rows.len(), colours * PCODES);
            assert_eq!(float.to_bytes().unwrap(), bytes);
        }
        let shipped = NetModel::from_bytes(EMBEDDED_RENJU).unwrap().to_float();
        assert_eq!(shipped.to_bytes().unwrap(), EMBEDDED_RENJU);
    }

    /// A version 2 file (the first layer at 128 per unit) is read as the same network as the
    /// version 3 file of the same weights; a version 2 row too big to scale is refused.
    #[test]
    fn a_version_2_file_reads_as_the_same_network() {
        let mut float = small_net(2);
        let coarse = |w: f32| (w * ONE as f32).round() / ONE as f32;
        for row in float.rows.iter_mut() {
            *row = row.map(coarse);
        }
        float.bias0 = float.bias0.map(coarse);
        let fine = float.to_bytes().unwrap();
        // The same weights written as version 2: the first layer's numbers divided by 8.
        let scale = ROW_ONE / ONE;
        let rows_at = 24;
        let biases_at = rows_at + 2 * 2 * PCODES * NET_WIDTH;
        let after = biases_at + 4 * 2 * NET_WIDTH;
        let mut old = fine[..rows_at].to_vec();
        old[4..8].copy_from_slice(&NET_VERSION_COARSE_ROWS.to_le_bytes());
        for pair in fine[rows_at..biases_at].chunks(2) {
            let w = i16::from_le_bytes([pair[0], pair[1]]) as i32;
            assert_eq!(w % scale, 0);
            old.extend_from_slice(&((w / scale) as i16).to_le_bytes());
        }
        for quad in fine[biases_at..after].chunks(4) {
            let b = i32::from_le_bytes(quad.try_into().unwrap());
            assert_eq!(b % scale, 0);
            old.extend_from_slice(&(b / scale).to_le_bytes());
        }
        old.extend_from_slice(&fine[after..fine.len() - 8]);
        let sum = checksum(&old);
        old.extend_from_slice(&sum.to_le_bytes());
        let (new, old_net) = (parse(&fine).unwrap(), parse(&old).unwrap());
        assert_eq!(new.rows, old_net.rows);
        assert_eq!(new.bias0, old_net.bias0);
        assert_eq!(new.weights1_by_pair, old_net.weights1_by_pair);
        assert_eq!(new.weights2, old_net.weights2);
        // Read back, the old file writes the new one.
        let rewritten = NetModel::from_bytes(&old)
            .unwrap()
            .to_float()
            .to_bytes()
            .unwrap();
        assert_eq!(rewritten, fine);
        // A version 2 row beyond the bound once scaled is refused, not wrapped.
        let mut big = old.clone();
        big[rows_at..rows_at + 2].copy_from_slice(&2000i16.to_le_bytes());
        let body = big.len() - 8;
        let sum = checksum(&big[..body]);
        big[body..].copy_from_slice(&sum.to_le_bytes());
        assert!(parse(&big).err().unwrap().contains("out of range"));
    }

    #[test]
    fn the_built_in_networks_load_for_the_rules_they_were_trained_on() {
        let freestyle = parse(EMBEDDED_FREESTYLE).unwrap();
        assert_eq!(freestyle.colour_rows, [0, 0], "one table for both colours");
        let renju = parse(EMBEDDED_RENJU).unwrap();
        assert_eq!(renju.colour_rows, [0, PCODES], "black's rows, then white's");
        assert!(net_for(Rule::Freestyle).is_some() && net_for(Rule::Renju).is_some());
        for rule in [Rule::Standard, Rule::Caro] {
            assert!(net_for(rule).is_none(), "{rule}");
        }
    }

    #[test]
    fn the_value_from_counts_is_the_positions_value() {
        for colours in [1, 2] {
            let bytes = small_net(colours).to_bytes().unwrap();
            let net: &'static EvalNet = Box::leak(Box::new(parse(&bytes).unwrap()));
            let model = NetModel::from_bytes(&bytes).unwrap();
            let mut board = Board::new(BoardSize::STANDARD);
            let mut values = Vec::new();
            for (x, y) in [(7, 7), (8, 8), (8, 7), (6, 7), (9, 9), (7, 8), (7, 6)] {
                board.make_move(Point::new(x, y));
                let position =
                    Position::with_learned(&board, Rule::Freestyle, None).with_net(Some(net));
                let me = board.side_to_move();
                let mut counts = vec![0u16; 2 * PCODES];
                for point in board.size().points().filter(|&p| board.is_empty(p)) {
                    counts[net.pcodes[position.code(point, me) as usize] as usize] += 1;
                    counts[PCODES
                        + net.pcodes[position.code(point, me.opponent()) as usize] as usize] += 1;
                }
                let pairs: Vec<(u16, u16)> = counts
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| c > 0)
                    .map(|(f, &c)| (f as u16, c))
                    .collect();
                assert_eq!(
                    net.value(&position),
                    model.value_of_counts(&pairs, me.index())
                );
                values.push(net.value(&position));
            }
            values.dedup();
            assert!(values.len() > 3, "the value follows the stones: {values:?}");
        }
    }
}
