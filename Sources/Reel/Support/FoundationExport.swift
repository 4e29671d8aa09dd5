// `import Reel` brings Foundation with it, as `import SwiftUI` does: a SwiftUI file changes only
// its import line to compile against Reel, and keeps using `CGFloat`, `CGPoint`, `CGRect`,
// `sin`, `cos`, `Date` and the rest without an `import Foundation` of its own.
@_exported import Foundation
