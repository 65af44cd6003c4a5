//! The two formats every value goes through, and the round-trip assertion.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The value as JSON text.
pub(super) fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serialises to json")
}

/// Asserts that `value` comes back equal from JSON and from postcard; returns the JSON text.
pub(super) fn assert_round_trips<T>(value: &T) -> String
where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let json = to_json(value);
    let from_json: T = serde_json::from_str(&json).expect("reads its own json");
    assert_eq!(&from_json, value, "json {json}");
    let bytes = postcard::to_allocvec(value).expect("serialises to postcard");
    let from_postcard: T = postcard::from_bytes(&bytes).expect("reads its own postcard");
    assert_eq!(&from_postcard, value, "postcard {bytes:?}");
    json
}
