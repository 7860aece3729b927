//! The learned evaluation's weights and their file format.
//!
//! A weights file holds up to three *sets* (see [`WeightSet`]), each a bias and two tables of
//! [`PCODES`] weights in evaluation units (win probability = sigmoid(eval / 400)): `own` for
//! the side to move's cells, `opp` for the opponent's.
//!
//! Format, version 1, all little-endian:
//!
//! | bytes | content |
//! |---|---|
//! | 4 | magic `GMKW` |
//! | 2 | format version (1) |
//! | 2 | number of sets, 1..=3 |
//! | 2 | pcodes per table (1001) |
//! | 2 | reserved, 0 |
//! | per set | set id (u16: 0 freestyle, 1 renju black to move, 2 renju white to move), u16 0, bias f32, `own` f32 × 1001, `opp` f32 × 1001 |
//! | 8 | FNV-1a 64 checksum of everything before it |

use std::fmt;
use std::path::Path;

use super::pcode::{DEAD_PCODE, PCODES};
use crate::bounded::{MAX_INPUT_FILE_BYTES, read_limited_bytes};
use crate::point::Color;
use crate::rules::Rule;

const MAGIC: [u8; 4] = *b"GMKW";
pub const WEIGHTS_VERSION: u16 = 1;
const HEADER_BYTES: usize = 12;
const SET_BYTES: usize = 8 + 8 * PCODES;
const CHECKSUM_BYTES: usize = 8;
/// Weights beyond this (in evaluation units) are refused: they would overflow the integer
/// running sums and mean nothing anyway.
pub const MAX_WEIGHT: f32 = 10_000.0;

/// Which positions a [`WeightSet`] evaluates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SetId {
    /// Freestyle, standard and caro, either side to move.
    Freestyle = 0,
    /// Renju with black (who has forbidden points) to move.
    RenjuBlack = 1,
    /// Renju with white to move.
    RenjuWhite = 2,
}

impl SetId {
    pub const ALL: [SetId; 3] = [SetId::Freestyle, SetId::RenjuBlack, SetId::RenjuWhite];

    /// The set for `rule` with `to_move` to move.
    pub fn for_position(rule: Rule, to_move: Color) -> SetId {
        match (rule, to_move) {
            (Rule::Renju, Color::Black) => SetId::RenjuBlack,
            (Rule::Renju, Color::White) => SetId::RenjuWhite,
            _ => SetId::Freestyle,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SetId::Freestyle => "freestyle",
            SetId::RenjuBlack => "renju-black-to-move",
            SetId::RenjuWhite => "renju-white-to-move",
        }
    }

    fn from_u16(value: u16) -> Option<SetId> {
        SetId::ALL.get(value as usize).copied()
    }
}

/// One set of weights, in evaluation units: eval = bias + Σ own[pcode of the side to move's
/// code at each empty cell] − Σ opp[pcode of the opponent's code there]. The dead pcode (0)
/// always weighs 0.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightSet {
    pub bias: f32,
    pub own: Vec<f32>,
    pub opp: Vec<f32>,
}

impl WeightSet {
    /// All weights zero.
    pub fn zero() -> WeightSet {
        WeightSet {
            bias: 0.0,
            own: vec![0.0; PCODES],
            opp: vec![0.0; PCODES],
        }
    }
}

/// The sets a weights file holds; a missing set is evaluated with the freestyle one (or with
/// zeros if that is missing too).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Weights {
    pub sets: [Option<WeightSet>; 3],
}

/// Why a weights file was refused.
#[derive(Debug)]
pub enum WeightsError {
    Io(std::io::Error),
    Truncated { expected: usize, found: usize },
    TrailingBytes { expected: usize, found: usize },
    BadMagic,
    UnsupportedVersion(u16),
    BadPcodeCount(u16),
    BadSetCount(u16),
    BadSetId(u16),
    DuplicateSet(SetId),
    Checksum { stored: u64, computed: u64 },
    BadWeight { set: SetId, what: String },
    WrongLength { set: SetId },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Io(error) => write!(f, "cannot read the weights file: {error}"),
            WeightsError::Truncated { expected, found } => write!(
                f,
                "truncated weights file: {found} bytes, expected at least {expected}"
            ),
            WeightsError::TrailingBytes { expected, found } => write!(
                f,
                "weights file too long: {found} bytes, expected {expected}"
            ),
            WeightsError::BadMagic => {
                f.write_str("not a gomoku evaluation weights file (wrong magic bytes)")
            }
            WeightsError::UnsupportedVersion(v) => write!(
                f,
                "weights file format version {v} is not supported (this build reads version {WEIGHTS_VERSION})"
            ),
            WeightsError::BadPcodeCount(n) => {
                write!(
                    f,
                    "weights file has {n} pcodes per table, expected {PCODES}"
                )
            }
            WeightsError::BadSetCount(n) => {
                write!(f, "weights file declares {n} weight sets, expected 1 to 3")
            }
            WeightsError::BadSetId(id) => write!(f, "weights file has an unknown set id {id}"),
            WeightsError::DuplicateSet(set) => {
                write!(f, "weights file holds the {} set twice", set.name())
            }
            WeightsError::Checksum { stored, computed } => write!(
                f,
                "weights file checksum mismatch (stored {stored:016x}, computed {computed:016x}): the file is corrupt"
            ),
            WeightsError::BadWeight { set, what } => {
                write!(f, "weights file, {} set: {what}", set.name())
            }
            WeightsError::WrongLength { set } => write!(
                f,
                "the {} set does not have {PCODES} own and opp weights",
                set.name()
            ),
        }
    }
}

impl std::error::Error for WeightsError {}

/// FNV-1a, 64 bits.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ byte as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn check_weight(set: SetId, what: &str, index: usize, value: f32) -> Result<(), WeightsError> {
    if !value.is_finite() || value.abs() > MAX_WEIGHT {
        return Err(WeightsError::BadWeight {
            set,
            what: format!("{what}[{index}] = {value} is not a finite weight within ±{MAX_WEIGHT}"),
        });
    }
    Ok(())
}

impl Weights {
    /// The weights compiled into the engine (`engine/weights/eval.bin`).
    pub fn embedded() -> Weights {
        // The embedded file is checked by a test; should it ever be broken, evaluate with zeros
        // rather than fail.
        Weights::from_bytes(EMBEDDED).unwrap_or_default()
    }

    /// The set evaluating `id`, after the fallbacks: the set itself, else freestyle, else none.
    pub fn resolve(&self, id: SetId) -> Option<&WeightSet> {
        self.sets[id as usize]
            .as_ref()
            .or(self.sets[SetId::Freestyle as usize].as_ref())
    }

    /// Checks the sets are complete and every weight usable.
    pub fn validate(&self) -> Result<(), WeightsError> {
        for id in SetId::ALL {
            let Some(set) = &self.sets[id as usize] else {
                continue;
            };
            if set.own.len() != PCODES || set.opp.len() != PCODES {
                return Err(WeightsError::WrongLength { set: id });
            }
            check_weight(id, "bias", 0, set.bias)?;
            for (name, table) in [("own", &set.own), ("opp", &set.opp)] {
                for (index, &value) in table.iter().enumerate() {
                    check_weight(id, name, index, value)?;
                }
                if table[DEAD_PCODE] != 0.0 {
                    return Err(WeightsError::BadWeight {
                        set: id,
                        what: format!("{name}[0] (the dead pcode) must be 0"),
                    });
                }
            }
        }
        if self.sets.iter().all(Option::is_none) {
            return Err(WeightsError::BadSetCount(0));
        }
        Ok(())
    }

    /// The file image (see the module documentation).
    pub fn to_bytes(&self) -> Result<Vec<u8>, WeightsError> {
        self.validate()?;
        let count = self.sets.iter().flatten().count();
        let mut bytes = Vec::with_capacity(HEADER_BYTES + count * SET_BYTES + CHECKSUM_BYTES);
        bytes.extend_from_slice(&MAGIC);
        for value in [WEIGHTS_VERSION, count as u16, PCODES as u16, 0] {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        for id in SetId::ALL {
            let Some(set) = &self.sets[id as usize] else {
                continue;
            };
            bytes.extend_from_slice(&(id as u16).to_le_bytes());
            bytes.extend_from_slice(&0u16.to_le_bytes());
            for value in std::iter::once(&set.bias).chain(&set.own).chain(&set.opp) {
                bytes.extend_from_slice(&value.to_le_bytes());
            }
        }
        let sum = checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        Ok(bytes)
    }

    /// Reads a file image, refusing anything malformed.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        let u16_at = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
        let f32_at = |at: usize| {
            f32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes sliced"))
        };
        if bytes.len() < HEADER_BYTES {
            return Err(if bytes.len() >= 4 && bytes[..4] != MAGIC {
                WeightsError::BadMagic
            } else {
                WeightsError::Truncated {
                    expected: HEADER_BYTES + SET_BYTES + CHECKSUM_BYTES,
                    found: bytes.len(),
                }
            });
        }
        if bytes[..4] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        let version = u16_at(4);
        if version != WEIGHTS_VERSION {
            return Err(WeightsError::UnsupportedVersion(version));
        }
        let count = u16_at(6);
        if !(1..=3).contains(&count) {
            return Err(WeightsError::BadSetCount(count));
        }
        let pcodes = u16_at(8);
        if pcodes as usize != PCODES {
            return Err(WeightsError::BadPcodeCount(pcodes));
        }
        let expected = HEADER_BYTES + count as usize * SET_BYTES + CHECKSUM_BYTES;
        if bytes.len() < expected {
            return Err(WeightsError::Truncated {
                expected,
                found: bytes.len(),
            });
        }
        if bytes.len() > expected {
            return Err(WeightsError::TrailingBytes {
                expected,
                found: bytes.len(),
            });
        }
        let body = expected - CHECKSUM_BYTES;
        let stored = u64::from_le_bytes(bytes[body..].try_into().expect("eight bytes sliced"));
        let computed = checksum(&bytes[..body]);
        if stored != computed {
            return Err(WeightsError::Checksum { stored, computed });
        }
        let mut weights = Weights::default();
        for index in 0..count as usize {
            let at = HEADER_BYTES + index * SET_BYTES;
            let raw_id = u16_at(at);
            let id = SetId::from_u16(raw_id).ok_or(WeightsError::BadSetId(raw_id))?;
            if weights.sets[id as usize].is_some() {
                return Err(WeightsError::DuplicateSet(id));
            }
            let table =
                |start: usize| -> Vec<f32> { (0..PCODES).map(|i| f32_at(start + 4 * i)).collect() };
            weights.sets[id as usize] = Some(WeightSet {
                bias: f32_at(at + 4),
                own: table(at + 8),
                opp: table(at + 8 + 4 * PCODES),
            });
        }
        weights.validate()?;
        Ok(weights)
    }

    /// Writes the file image to `path` (through a temporary file renamed into place, so a
    /// crash never leaves half a file under the name).
    pub fn save(&self, path: &Path) -> Result<(), WeightsError> {
        let bytes = self.to_bytes()?;
        let mut temporary = path.as_os_str().to_owned();
        temporary.push(".tmp");
        std::fs::write(&temporary, &bytes).map_err(WeightsError::Io)?;
        std::fs::rename(&temporary, path).map_err(WeightsError::Io)
    }
}

/// Reads and checks a weights file (one larger than [`MAX_INPUT_FILE_BYTES`] is refused unread).
pub fn load_weights(path: impl AsRef<Path>) -> Result<Weights, WeightsError> {
    let bytes =
        read_limited_bytes(path.as_ref(), MAX_INPUT_FILE_BYTES).map_err(WeightsError::Io)?;
    Weights::from_bytes(&bytes)
}

/// The default weights, produced by `gomoku-tune`.
pub(crate) static EMBEDDED: &[u8] = include_bytes!("../../weights/eval.bin");

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Weights {
        let mut set = WeightSet::zero();
        set.bias = 12.5;
        set.own[5] = 3.0;
        set.opp[1000] = -7.25;
        let mut weights = Weights::default();
        weights.sets[SetId::RenjuWhite as usize] = Some(set);
        weights
    }

    #[test]
    fn round_trip_and_fallbacks() {
        let weights = sample();
        let bytes = weights.to_bytes().unwrap();
        assert_eq!(bytes.len(), HEADER_BYTES + SET_BYTES + CHECKSUM_BYTES);
        assert_eq!(Weights::from_bytes(&bytes).unwrap(), weights);
        assert!(weights.resolve(SetId::RenjuWhite).is_some());
        assert!(weights.resolve(SetId::Freestyle).is_none());
    }

    #[test]
    fn malformed_images_are_refused_with_a_reason() {
        let bytes = sample().to_bytes().unwrap();
        let refuse = |image: &[u8]| Weights::from_bytes(image).unwrap_err().to_string();
        assert!(refuse(&bytes[..bytes.len() - 1]).contains("truncated"));
        assert!(refuse(&bytes[..3]).contains("truncated"));
        assert!(refuse(b"PNG\x89whatever data").contains("magic"));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(refuse(&longer).contains("too long"));
        let mut version = bytes.clone();
        version[4] = 9;
        assert!(refuse(&version).contains("version 9"));
        let mut flipped = bytes.clone();
        flipped[100] ^= 1;
        assert!(refuse(&flipped).contains("checksum"));
        let mut nan = sample();
        nan.sets[2].as_mut().unwrap().own[3] = f32::NAN;
        assert!(nan.to_bytes().unwrap_err().to_string().contains("own[3]"));
        assert!(Weights::default().to_bytes().is_err());
    }

    #[test]
    fn the_embedded_weights_load() {
        let weights = Weights::from_bytes(EMBEDDED).expect("embedded weights");
        assert!(weights.resolve(SetId::Freestyle).is_some());
    }
}
