/*
 * canvas_field: the frames of the CanvasField scene (Scenes/Benchmarks/CanvasField.swift) drawn
 * with Cairo directly and written with Cairo's PNG writer, as a C program would, to compare
 * Reel's cost for the same drawing. Each frame: the background, 500 discs filled with two-stop
 * linear gradients, 300 stroked cubic curves; the same numbers the scene computes from the time.
 *
 *   canvas_field OUT_DIR [THREADS] [--no-png]
 *
 * Frames are split over THREADS threads (default 2), frame i to thread i % THREADS, and written
 * as OUT_DIR/frame-NNNNN.png; with --no-png they are drawn only.
 */
#include <cairo.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WIDTH = 1920, HEIGHT = 1080, FPS = 30, FRAMES = 60 };

static const char *out_dir;
static int thread_count = 2;
static int write_png = 1;

/* Color(hue:saturation:brightness:), as Reel converts it. */
static void hsb(double hue, double saturation, double brightness, double *r, double *g, double *b) {
    double h = isfinite(hue) ? (hue - floor(hue)) * 6 : 0;
    double s = fmax(0, fmin(1, saturation)), v = brightness;
    int i = (int)h % 6;
    double f = h - floor(h);
    double p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f));
    switch (i) {
    case 0: *r = v; *g = t; *b = p; break;
    case 1: *r = q; *g = v; *b = p; break;
    case 2: *r = p; *g = v; *b = t; break;
    case 3: *r = p; *g = q; *b = v; break;
    case 4: *r = t; *g = p; *b = v; break;
    default: *r = v; *g = p; *b = q; break;
    }
}

static double clamp01(double v) { return isfinite(v) ? fmin(1, fmax(0, v)) : 0; }

/* Path(ellipseIn:): four cubic quarter arcs. */
static void ellipse(cairo_t *cr, double x, double y, double w, double h) {
    double cx = x + w / 2, cy = y + h / 2, rx = w / 2, ry = h / 2;
    double k = 4.0 / 3.0 * tan(M_PI / 8);
    cairo_move_to(cr, cx + rx, cy);
    cairo_curve_to(cr, cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry);
    cairo_curve_to(cr, cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy);
    cairo_curve_to(cr, cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry);
    cairo_curve_to(cr, cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy);
}

static void draw_frame(cairo_t *cr, double t) {
    const double width = WIDTH, height = HEIGHT;
    cairo_set_source_rgba(cr, 0.04, 0.05, 0.1, 1);
    cairo_paint(cr);
    for (int i = 0; i < 500; i++) {
        double k = i;
        double x = width * (0.5 + 0.46 * sin(k * 0.37 + t * (0.3 + 0.002 * k)));
        double y = height * (0.5 + 0.44 * cos(k * 0.61 + t * (0.25 + 0.003 * k)));
        double r = 10 + 16 * (0.5 + 0.5 * sin(k * 1.3 + t * 2));
        double hue = fmod(k / 500 + t * 0.05, 1);
        double x0 = x - r, y0 = y - r, side = 2 * r;
        double r1, g1, b1, r2, g2, b2;
        hsb(hue, 0.75, 1, &r1, &g1, &b1);
        hsb(hue, 0.9, 0.3, &r2, &g2, &b2);
        cairo_pattern_t *gradient = cairo_pattern_create_linear(x0, y0, x0 + side, y0 + side);
        cairo_pattern_add_color_stop_rgba(gradient, 0, clamp01(r1), clamp01(g1), clamp01(b1), 1);
        cairo_pattern_add_color_stop_rgba(gradient, 1, clamp01(r2), clamp01(g2), clamp01(b2), 1);
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_PAD);
        cairo_set_source(cr, gradient);
        cairo_pattern_destroy(gradient);
        ellipse(cr, x0, y0, side, side);
        cairo_fill(cr);
    }
    for (int j = 0; j < 300; j++) {
        double k = j;
        double x0 = width * k / 300;
        double sway = 60 * sin(t * 1.5 + k * 0.2);
        double shade = 0.5 + 0.5 * sin(k * 0.05 + t);
        cairo_move_to(cr, x0, height);
        cairo_curve_to(cr, x0 + sway, height * 0.66, x0 - sway, height * 0.33, x0 + sway * 2, 0);
        cairo_set_source_rgba(cr, clamp01(0.3 + 0.6 * shade), 0.5, clamp01(1 - 0.5 * shade), 0.5);
        cairo_set_line_width(cr, 1 + fmod(k, 4));
        cairo_stroke(cr);
    }
}

static void *worker(void *argument) {
    int first = (int)(long)argument;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    char path[4096];
    for (int frame = first; frame < FRAMES; frame += thread_count) {
        cairo_save(cr);
        draw_frame(cr, (double)frame / FPS);
        cairo_restore(cr);
        cairo_surface_flush(surface);
        if (write_png) {
            snprintf(path, sizeof path, "%s/frame-%05d.png", out_dir, frame);
            if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
                fprintf(stderr, "canvas_field: cannot write %s\n", path);
                exit(1);
            }
        }
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: canvas_field OUT_DIR [THREADS] [--no-png]\n");
        return 2;
    }
    out_dir = argv[1];
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--no-png") == 0) write_png = 0;
        else thread_count = atoi(argv[i]) > 0 ? atoi(argv[i]) : 1;
    }
    pthread_t threads[64];
    if (thread_count > 64) thread_count = 64;
    for (int i = 0; i < thread_count; i++) pthread_create(&threads[i], NULL, worker, (void *)(long)i);
    for (int i = 0; i < thread_count; i++) pthread_join(threads[i], NULL);
    return 0;
}
