//! Procedural textures: the wooden board, shaded stones and small marks. Drawn once at start-up
//! into RGBA images, so the game ships no image files and looks the same on every platform.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Handles to every texture the board and stones use.

#[derive(Resource, Clone)]
pub struct Art {
    pub wood: Handle<Image>,
    pub black_stone: Handle<Image>,
    pub white_stone: Handle<Image>,
    pub shadow: Handle<Image>,
    pub disc: Handle<Image>,
    pub ring: Handle<Image>,
    pub cross: Handle<Image>,
}

impl Art {
    pub fn create(images: &mut Assets<Image>) -> Art {
        Art {
            wood: images.add(wood(512)),
            black_stone: images.add(stone(128, false)),
            white_stone: images.add(stone(128, true)),
            shadow: images.add(shadow(128)),
            disc: images.add(disc(64)),
            ring: images.add(ring(96)),
            cross: images.add(cross(64)),
        }
    }

    pub fn stone(&self, white: bool) -> Handle<Image> {
        if white {
            self.white_stone.clone()
        } else {
            self.black_stone.clone()
        }
    }
}

fn image(size: u32, mut pixel: impl FnMut(f32, f32) -> [f32; 4]) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            // Pixel centres in -1..1, y up.
            let u = (x as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let v = 1.0 - (y as f32 + 0.5) / size as f32 * 2.0;
            let rgba = pixel(u, v);
            data.extend(rgba.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8));
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// A cheap deterministic hash noise in 0..1.
fn hash(x: i32, y: i32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d) ^ (y as u32).wrapping_mul(0x1656_67b1);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

/// Smooth value noise.
fn noise(x: f32, y: f32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let top = hash(xi, yi) * (1.0 - sx) + hash(xi + 1, yi) * sx;
    let bottom = hash(xi, yi + 1) * (1.0 - sx) + hash(xi + 1, yi + 1) * sx;
    top * (1.0 - sy) + bottom * sy
}

fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Kaya-like wood: a warm base with fine, gently wavy grain lines, a little fibre noise and a
/// soft tone drift. The grain stays fine and low in contrast so that, stretched over a large
/// board, it reads as wood rather than as dark blotches.
fn wood(size: u32) -> Image {
    image(size, |u, v| {
        let warp = noise(u * 2.0 + 7.0, v * 0.8) * 0.9 + noise(u * 7.0, v * 3.0) * 0.2;
        let grain = ((u * 46.0 + warp * 4.0).sin() * 0.5 + 0.5).powf(2.0);
        let fibre = noise(u * 60.0, v * 6.0) * 0.5 + noise(u * 140.0, v * 14.0) * 0.5;
        let drift = noise(u * 1.5 + 3.0, v * 1.5 + 11.0) - 0.5;
        let shade = 0.94 - grain * 0.06 + (fibre - 0.5) * 0.05 + drift * 0.04;
        [0.86 * shade, 0.68 * shade, 0.40 * shade, 1.0]
    })
}

/// A lens-shaped stone lit from the upper left, with an anti-aliased rim.
fn stone(size: u32, white: bool) -> Image {
    let pixel_width = 2.0 / size as f32;
    image(size, |u, v| {
        let r = (u * u + v * v).sqrt();
        let alpha = 1.0 - smoothstep(0.96 - pixel_width * 1.5, 0.96, r);
        let light = ((u + 0.35).powi(2) + (v - 0.4).powi(2)).sqrt();
        let highlight = (1.0 - light / 0.55).clamp(0.0, 1.0).powf(2.0);
        let body = 1.0 - (light / 1.5).clamp(0.0, 1.0);
        let (base, spread, gloss) = if white {
            (0.78, 0.2, 0.12)
        } else {
            (0.06, 0.2, 0.55)
        };
        let level = base + spread * body + gloss * highlight;
        let tint = if white {
            [1.0, 0.99, 0.96]
        } else {
            [1.0, 1.0, 1.04]
        };
        [level * tint[0], level * tint[1], level * tint[2], alpha]
    })
}

fn shadow(size: u32) -> Image {
    image(size, |u, v| {
        let r = (u * u + v * v).sqrt();
        [0.0, 0.0, 0.0, (1.0 - smoothstep(0.6, 1.0, r)) * 0.45]
    })
}

fn disc(size: u32) -> Image {
    let pixel_width = 2.0 / size as f32;
    image(size, |u, v| {
        let r = (u * u + v * v).sqrt();
        [
            1.0,
            1.0,
            1.0,
            1.0 - smoothstep(1.0 - pixel_width * 1.5, 1.0, r),
        ]
    })
}

fn ring(size: u32) -> Image {
    let pixel_width = 2.0 / size as f32;
    image(size, |u, v| {
        let r = (u * u + v * v).sqrt();
        let outer = 1.0 - smoothstep(0.97 - pixel_width * 1.5, 0.97, r);
        let inner = smoothstep(0.8 - pixel_width * 1.5, 0.8, r);
        [1.0, 1.0, 1.0, outer * inner]
    })
}

fn cross(size: u32) -> Image {
    let pixel_width = 2.0 / size as f32;
    image(size, |u, v| {
        let d1 = (u - v).abs() / std::f32::consts::SQRT_2;
        let d2 = (u + v).abs() / std::f32::consts::SQRT_2;
        let arm = d1.min(d2);
        let inside = (u.abs().max(v.abs()) < 0.75) as u8 as f32;
        let alpha = (1.0 - smoothstep(0.12 - pixel_width, 0.12 + pixel_width, arm)) * inside;
        [1.0, 1.0, 1.0, alpha]
    })
}
