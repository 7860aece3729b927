//! The game's integration tests, one binary (Bevy is linked once): a module per feature, each
//! driving the real plugins headless through `support`'s `TestGame`.

mod analysis;
mod files;
mod input_and_endings;
mod opening;
mod persistence;
mod playing;
mod puzzles;
mod renju_opening;
mod review_endings;
mod review_marks;
mod strength;
mod support;
mod threads;
mod translations;
mod truthful;
mod unreadable_saves;
