import SwiftUI

struct MapView: UIViewRepresentable {
    var zoom: Double

    func makeUIView(context: Context) -> MKMapView {
        MKMapView()
    }

    func updateUIView(_ view: MKMapView, context: Context) {
        view.setZoom(zoom)
    }
}

struct WebPage: NSViewRepresentable {
    func makeNSView(context: Context) -> WKWebView { WKWebView() }
    func updateNSView(_ view: WKWebView, context: Context) {}
}

struct Screen: View {
    var body: some View {
        VStack {
            MapView(zoom: 2)
                .frame(height: 200)
            WebPage()
        }
    }
}

#Preview { Screen() }
