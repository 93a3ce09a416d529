// swift-format-ignore-file
// (The layout is the documentation's, aligned comments and all, copied as written.)
import CSDL2
import FlywheelCore
import FlywheelSDL
import FlywheelUI
import Foundation

// The README's Swift that is in no other compiled file, compiled here so that it cannot drift
// from the API (DocSnippetCheckTests finds each block in this file). The parameters stand for
// what a game of yours has: its pictures, its views, its delegates.

func readmeSpinner(shapes: [(name: String, image: Image)], container: View, myDelegate: SpinnerDelegate) throws {
    let items = shapes.map { SpinnerItem(title: $0.name, icon: $0.image.asTemplate(), value: $0.name) }
    let spinner = Spinner(values: items, selectedIndex: 6, frame: Rect(x: 176, y: 176, width: 48, height: 48))
    spinner.tintColor = .black               // frame rings, template icons, picker text
    spinner.openBackgroundColor = .yellow    // the ring's disc / the picker's rows
    spinner.delegate = myDelegate            // SpinnerDelegate: six methods, all optional
    container.addSubview(spinner)            // the ring opens in this container
    try spinner.setFeel(.snappy)             // FeelParameters: see below
    spinner.padOptions.holdButton = .leftShoulder   // a weapon wheel: hold to open, aim a stick, release to take
}

func readmeParameterMenu(editor: ParameterMenuDelegate, pictureView: View) {
    let menu = ParameterMenu(parameters: [
        MenuParameter(label: "Brightness", normalisedValue: 0.5),                     // shows "0.50"
        MenuParameter(label: "Style", normalisedValue: 0, labelFunction: { ["Soft", "Hard"][Int($0)] },
                      stringValues: ["Soft", "Hard"]),
    ])
    menu.delegate = editor          // parameterMenu(_:didChangeParameterAt:parameters:)
    menu.attach(to: pictureView)    // presses on the picture open it
}

func readmeSwipeView() {
    final class Pages: SwipeViewDataSource, SwipeViewDelegate {
        func numberOfItems(in swipeView: SwipeView) -> Int { 100 }
        func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
            let page = view ?? View(frame: swipeView.bounds)
            page.backgroundColor = index.isMultiple(of: 2) ? .yellow : .white
            return page
        }
        func swipeViewItemSize(_ swipeView: SwipeView) -> Size { swipeView.bounds.size }
    }
    let pages = Pages()                            // held by you: data source and delegate are weak
    let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    swipe.dataSource = pages
    swipe.delegate = pages                         // swipeViewItemSize(_:) is a delegate method
    swipe.isPagingEnabled = true
    swipe.scrollToItem(at: 5, duration: 0.3)
}

func readmeSmallControls() {
    let rating = RatingControl(starCount: 5)      // tap or drag; .valueChanged; a flare on the star
    rating.flareStyle = .bounce                    // .grow, .spin, .bounce, .pulse
    let ok = Button(title: "OK")                   // .primaryActionTriggered
    let sound = Switch(isOn: true)                 // .valueChanged
    let mode = SegmentedControl(titles: ["Spinner", "Both", "Picker"], selectedIndex: 1)
    let volume = Slider(minimum: 0, maximum: 11, value: 5)
    let title = Label(text: "Город", font: .system(size: 20))
    title.numberOfLines = 2; title.minimumScaleFactor = 0.7   // wrap, then shrink, then cut with "…"
}

func readmeGestureRecognizers(item: View) {
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in print("double tap") }
    let tap = TapGestureRecognizer { _ in print("tap") }
    tap.require(toFail: doubleTap)                  // UIKit's rule: a double tap is not also a tap
    item.addGestureRecognizer(doubleTap)
    item.addGestureRecognizer(tap)
}

final class Toggle: Control {
    var isOn = false
    override func endTracking(_ touch: Touch) {
        if isTouchInside { isOn.toggle(); sendActions(for: .valueChanged) }
    }
    override func draw(_ canvas: Canvas) {
        canvas.fillCircle(center: Point(x: bounds.midX, y: bounds.midY), radius: bounds.height / 2,
                          color: isOn ? tintColor : .lightGray)
    }
}

func readmeHeadless(toggle: Toggle) throws {
    try SDLRuntime.start(video: false)
    let r = try HeadlessRenderer(size: Size(width: 400, height: 200))
    r.host.rootView.addSubview(toggle)
    r.tap(at: Point(x: 200, y: 100))
    r.run(frames: 30, fps: 60)          // half a second of virtual time
    try r.savePNG("toggle.png")         // or GoldenImage.check from FlywheelTestSupport
}

func readmeOwnFont() throws {
    let fonts = try FontLibrary(regularPath: "Fonts/MyGame-Regular.ttf", boldPath: "Fonts/MyGame-Bold.ttf")
    let app = try SDLWindowApp(title: "My game", size: Size(width: 800, height: 600), fonts: fonts)
}

func readmeLocalNumbers(app: SDLWindowApp) -> String {
    app.host.locale = Locale(identifier: "de")        // a slider's value reads "0,64"
    let share = LocalNumbers(locale: Locale(identifier: "ar-EG")).percent(0.64)   // "٦٤٪"
    return share
}

func readmeRightToLeft() -> ViewHost {
    let host = ViewHost(size: Size(width: 800, height: 600), clock: MonotonicClock())
    host.layoutDirection = LayoutDirection(locale: Locale(identifier: "ar"))   // .rightToLeft
    let tabs = TabBar(titles: ["Play", "Scores", "Settings"])
    tabs.frame = Rect(x: 0, y: 550, width: 800, height: 50)
    host.rootView.addSubview(tabs)                       // "Play" at the right end
    let timeline = Slider(minimum: 0, maximum: 60, value: 0)
    timeline.layoutDirection = .forceLeftToRight         // time still runs left to right
    host.rootView.addSubview(timeline)
    return host
}

/// The game's own input handling, in the README's "Game controllers".
protocol ReadmeGame {
    func handle(_ event: SDL_Event)
}

func readmeGameControllers(ui: SDLRendererHost, event: SDL_Event, game: ReadmeGame, pad: PadID) {
    var mapping = PadMapping.standard
    mapping[.x] = .backspace                   // X deletes; nil gives a button back to the game
    ui.padMapping = mapping                    // or: try PadMapping(contentsOf: url), a JSON file
    let outcome = ui.process(event)
    if !outcome.consumed { game.handle(event) } // A jumps only when no control took it
    let prompt = PadPromptView(prompts: [PadPrompt(.a, "Take"), PadPrompt(.b, "Cancel")])
    prompt.labels = SDLGameControllers.labels(for: pad)
    _ = prompt
}
