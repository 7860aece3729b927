//! The player's own language at first start: the system's preferred languages on the desktop,
//! `navigator.languages` in the browser, the first one the game speaks; English otherwise.

use super::Language;

/// The first of `tags` (BCP 47 tags or POSIX locale names, most preferred first) that names a
/// language of the game: `zh-Hant`, `zh-TW` and `zh-HK` are Traditional Chinese, any other
/// Chinese Simplified; `ja_JP.UTF-8` is Japanese.
pub fn language_from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Language> {
    tags.into_iter().find_map(language_of_tag)
}

fn language_of_tag(tag: &str) -> Option<Language> {
    // POSIX names carry an encoding and a modifier: `sr_RS.UTF-8@latin`.
    let tag = tag.split(['.', '@']).next().unwrap_or_default();
    let lowered = tag.replace('_', "-").to_ascii_lowercase();
    let mut parts = lowered.split('-');
    let language = parts.next().unwrap_or_default();
    let rest: Vec<&str> = parts.collect();
    match language {
        "en" => Some(Language::English),
        "zh" => {
            let traditional = rest.contains(&"hant")
                || (!rest.contains(&"hans") && rest.iter().any(|p| ["tw", "hk", "mo"].contains(p)));
            Some(if traditional {
                Language::TraditionalChinese
            } else {
                Language::SimplifiedChinese
            })
        }
        "ja" => Some(Language::Japanese),
        "ko" => Some(Language::Korean),
        "vi" => Some(Language::Vietnamese),
        "ru" => Some(Language::Russian),
        _ => None,
    }
}

/// The languages the system asks for, most preferred first (on Linux from `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` and `LANG`).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn system_locales() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The languages the browser asks for (`navigator.languages`, then `navigator.language`).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub fn system_locales() -> Vec<String> {
    use wasm_bindgen::JsCast;
    let navigator = js_sys::Reflect::get(&js_sys::global(), &"navigator".into()).ok();
    let Some(navigator) = navigator else {
        return Vec::new();
    };
    let mut tags = Vec::new();
    if let Ok(list) = js_sys::Reflect::get(&navigator, &"languages".into())
        && let Some(list) = list.dyn_ref::<js_sys::Array>()
    {
        tags.extend(list.iter().filter_map(|tag| tag.as_string()));
    }
    if let Ok(tag) = js_sys::Reflect::get(&navigator, &"language".into())
        && let Some(tag) = tag.as_string()
    {
        tags.push(tag);
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_tags_map_to_the_game_languages() {
        let cases = [
            ("ja-JP", Some(Language::Japanese)),
            ("ja_JP.UTF-8", Some(Language::Japanese)),
            ("zh-CN", Some(Language::SimplifiedChinese)),
            ("zh", Some(Language::SimplifiedChinese)),
            ("zh-Hans-HK", Some(Language::SimplifiedChinese)),
            ("zh-TW", Some(Language::TraditionalChinese)),
            ("zh_HK.UTF-8", Some(Language::TraditionalChinese)),
            ("zh-Hant", Some(Language::TraditionalChinese)),
            ("ko-KR", Some(Language::Korean)),
            ("vi", Some(Language::Vietnamese)),
            ("ru-RU", Some(Language::Russian)),
            ("en-GB", Some(Language::English)),
            ("de-DE", None),
            ("C", None),
            ("", None),
        ];
        for (tag, expected) in cases {
            assert_eq!(language_from_tags([tag]), expected, "{tag}");
        }
    }

    #[test]
    fn the_first_spoken_language_in_order_wins() {
        assert_eq!(
            language_from_tags(["de-DE", "fr", "ko-KR", "en-US"]),
            Some(Language::Korean)
        );
        assert_eq!(language_from_tags(["de", "fr"]), None);
    }
}
