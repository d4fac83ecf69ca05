/// A row-major 3×3 matrix of `Double`, the only linear algebra colour conversions need.
package struct Matrix3: Sendable, Hashable {
    /// The three rows, top to bottom.
    package var rows: [SIMD3<Double>]

    /// Creates a matrix from three rows.
    package init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = [row0, row1, row2]
    }

    /// The identity matrix.
    package static let identity = Matrix3([1, 0, 0], [0, 1, 0], [0, 0, 1])

    /// A matrix with `values` on the diagonal and zeros elsewhere.
    package static func diagonal(_ values: SIMD3<Double>) -> Matrix3 {
        Matrix3([values.x, 0, 0], [0, values.y, 0], [0, 0, values.z])
    }

    /// The element at `row`, `column` (both 0-based).
    package subscript(row: Int, column: Int) -> Double {
        rows[row][column]
    }

    /// The columns, left to right.
    package var columns: [SIMD3<Double>] {
        (0..<3).map { column in SIMD3(rows[0][column], rows[1][column], rows[2][column]) }
    }

    /// The matrix applied to a column vector.
    package static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (matrix.rows[0] * vector).sum(),
            (matrix.rows[1] * vector).sum(),
            (matrix.rows[2] * vector).sum()
        )
    }

    /// The matrix product, `left` applied after `right`.
    package static func * (left: Matrix3, right: Matrix3) -> Matrix3 {
        let columns = right.columns
        let product = left.rows.map { row in SIMD3((row * columns[0]).sum(), (row * columns[1]).sum(), (row * columns[2]).sum()) }
        return Matrix3(product[0], product[1], product[2])
    }

    /// The determinant.
    package var determinant: Double {
        let (a, b, c) = (rows[0], rows[1], rows[2])
        return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    }

    /// The inverse, computed from the adjugate; `nil` for a singular matrix.
    ///
    /// Colour-space matrices are small and well conditioned, so the closed form is exact to a few
    /// units in the last place and lets every conversion be inverted from its published forward form.
    package var inverse: Matrix3? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let (a, b, c) = (rows[0], rows[1], rows[2])
        let row0 = SIMD3(b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y)
        let row1 = SIMD3(b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z)
        let row2 = SIMD3(b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x)
        return Matrix3(row0 / det, row1 / det, row2 / det)
    }
}
