#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <numpy/ndarraytypes.h>
#include <stdint.h>

/* call(address, spec, *args): the generated entry_v at `address` with its arguments as 64-bit words.
   spec, one letter per argument: p an array's data pointer; n its pointer and extent; d its pointer
   and second extent; N pointer and both; i int64; u uint64; b bool. The caller (native.py) has
   checked every array argument is a C-contiguous numpy array. */
static PyObject *call(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    uint64_t w[1024];
    int64_t (*fn)(const uint64_t *);
    Py_ssize_t k, j = 0, n;
    const char *spec;
    if (nargs < 2) { PyErr_SetString(PyExc_TypeError, "call(address, spec, *args)"); return NULL; }
    fn = (int64_t (*)(const uint64_t *))PyLong_AsVoidPtr(args[0]);
    if (!fn && PyErr_Occurred()) return NULL;
    spec = PyBytes_AsString(args[1]);
    if (!spec) return NULL;
    n = PyBytes_GET_SIZE(args[1]);
    if (n != nargs - 2 || n > 340) { PyErr_SetString(PyExc_TypeError, "spec and arguments differ"); return NULL; }
    for (k = 0; k < n; k++) {
        PyObject *o = args[k + 2];
        char c = spec[k];
        if (c == 'p' || c == 'n' || c == 'd' || c == 'N') {
            PyArrayObject_fields *a = (PyArrayObject_fields *)o;
            w[j++] = (uint64_t)(uintptr_t)a->data;
            if (c == 'n' || c == 'N') w[j++] = (uint64_t)a->dimensions[0];
            if (c == 'd' || c == 'N') w[j++] = (uint64_t)a->dimensions[1];
        } else if (c == 'b') {
            int t = PyObject_IsTrue(o);
            if (t < 0) return NULL;
            w[j++] = (uint64_t)t;
        } else {
            PyObject *x = PyNumber_Index(o);
            if (!x) return NULL;
            w[j++] = c == 'u' ? (uint64_t)PyLong_AsUnsignedLongLongMask(x) : (uint64_t)PyLong_AsLongLong(x);
            Py_DECREF(x);
            if (PyErr_Occurred()) return NULL;
        }
    }
    int64_t rc;
    /* the generated code touches no Python object: other threads (route.BatchRoute.region runs a
       batch's CTAs in several) go on meanwhile */
    Py_BEGIN_ALLOW_THREADS
    rc = fn(w);
    Py_END_ALLOW_THREADS
    return PyLong_FromLongLong(rc);
}

static PyMethodDef methods[] = {{"call", (PyCFunction)(void (*)(void))call, METH_FASTCALL, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "ptxemu_native_call", NULL, -1, methods};
PyMODINIT_FUNC PyInit_ptxemu_native_call(void) { return PyModule_Create(&mod); }
