/// The Tabbed harness's datasets (spec §4.2), in order: each a name and its items (title, emoji).
/// "Shapes" has no emoji: it reuses the 20 shape icons, drawn in their own (black) colours.
enum EmojiDatasets {
    struct Dataset {
        let name: String
        /// (title, emoji); empty for Shapes.
        let items: [(title: String, emoji: String)]
    }

    static let shapesName = "Shapes"

    static let all: [Dataset] = [
        Dataset(name: "Clown", items: [("Clown", "🤡")]),
        Dataset(name: "No Evil", items: [
            ("Hear No Evil", "🙉"), ("See No Evil", "🙈"), ("Speak No Evil", "🙊"),
        ]),
        Dataset(name: "Moons", items: [
            ("New Moon", "🌑"), ("Crescent", "🌒"), ("Quarter", "🌓"), ("Gibbous", "🌔"),
            ("Full", "🌕"), ("Gibbous", "🌖"), ("Quarter", "🌗"), ("Crescent", "🌘"),
        ]),
        Dataset(name: "Birds", items: [
            ("Baby Chick", "🐤"), ("Bird Face", "🐦"), ("Chick Face", "🐥"), ("Chicken Face", "🐔"),
            ("Dove of Peace", "🕊️"), ("Duck", "🦆"), ("Eagle", "🦅"), ("Hatching Chick", "🐣"),
            ("Owl", "🦉"), ("Parrot", "🦜"), ("Peacock", "🦚"), ("Penguin Face", "🐧"),
            ("Rooster", "🐓"), ("Swan", "🦢"), ("Turkey", "🦃"),
        ]),
        Dataset(name: shapesName, items: []),
        Dataset(name: "Critters", items: [
            ("Bear", "🐻"), ("Bee", "🐝"), ("Blowfish", "🐡"), ("Butterfly", "🦋"), ("Cat", "🐱"),
            ("Cow", "🐮"), ("Crab", "🦀"), ("Dog", "🐶"), ("Dragon", "🐉"), ("Fish", "🐟"),
            ("Fox", "🦊"), ("Frog", "🐸"), ("Hamster", "🐹"), ("Koala", "🐨"), ("Ladybug", "🐞"),
            ("Lion", "🦁"), ("Lizard", "🦎"), ("Lobster", "🦞"), ("Monkey", "🐵"), ("Mouse", "🐭"),
            ("Octopus", "🐙"), ("Panda", "🐼"), ("Pig", "🐷"), ("Rabbit", "🐰"), ("Shrimp", "🦐"),
            ("Snail", "🐌"), ("Snake", "🐍"), ("Squid", "🦑"), ("T-Rex", "🦖"), ("Tiger", "🐯"),
        ]),
    ]
}
