// As SwiftUI does, Reel re-exports Foundation: a scene written as SwiftUI code, importing only
// `Reel`, finds `Date`, `CGFloat` and the rest as it would with `import SwiftUI`; and because
// the names reach it through Reel, Reel's `Date.now` (the scene's clock, see `SceneClock`) is the
// one it gets. (A file that also imports Foundation itself sees both `now`s and must write
// `SceneClock.now`.) Reel's `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval` (the
// timeline's, see `DispatchQueue`) hide Dispatch's from such code the same way.
@_exported import Foundation
